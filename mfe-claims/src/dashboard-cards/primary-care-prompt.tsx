// The dashboard's prompt to choose a primary care physician (a `prompt` in src/remote-manifest.ts: the
// shell draws nothing for it until this module is in, and this draws nothing unless it applies).
import { useApiData } from '@portal/api-client/use-api-data';
import type { DashboardCardBodyProps } from '@portal/contracts/remote-page';
import { useSelectedMemberId } from '@portal/session';
import { Link } from '@portal/routing';
import { Callout } from '@portal/ui';
import '../app-name';
import { pcpData } from '../primary-care/api';

/** The prompt to choose a primary care physician, shown only when none is chosen (docs/product/claims-and-care.md#care-pcp-prompt). */
export default function PrimaryCarePrompt(_props: DashboardCardBodyProps) {
  const memberId = useSelectedMemberId();
  const data = useApiData((signal) => pcpData.current(memberId, signal), `pcp:${memberId}`);
  // A failed check stays quiet: the prompt is a nudge, and the PCP page shows the real state.
  if (data.status !== 'ready' || data.data.provider) return null;
  return (
    <Callout
      title="Choose your primary care physician"
      more={<p>A primary care physician knows your health history and helps you get the right care.</p>}
      moreLabel="Why choose one"
    >
      <p>
        You haven&apos;t chosen one yet. <Link to="/primary-care-provider">Choose a primary care physician</Link>
      </p>
    </Callout>
  );
}
