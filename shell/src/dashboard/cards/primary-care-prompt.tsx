import { Link } from '@portal/routing';
import { Callout } from '@portal/ui';
import { dashboardData } from '../dashboard-data';
import { useApiData } from '@portal/api-client/use-api-data';

/** The prompt to choose a primary care physician, shown only when none is chosen (SPEC section 2). */
export function PrimaryCarePrompt({ memberId }: { memberId: string }) {
  const data = useApiData((signal) => dashboardData.primaryCareProvider(memberId, signal), `pcp:${memberId}`);
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
