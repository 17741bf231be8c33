import { Link } from '@portal/routing';
import { dashboardData } from '../dashboard-data';
import { useApiData } from '@portal/api-client/use-api-data';
import styles from '../dashboard.module.css';

/** The prompt to choose a primary care physician, shown only when none is chosen (SPEC section 2). */
export function PrimaryCarePrompt({ memberId }: { memberId: string }) {
  const data = useApiData((signal) => dashboardData.primaryCareProvider(memberId, signal), `pcp:${memberId}`);
  // A failed check stays quiet: the prompt is a nudge, and the PCP page shows the real state.
  if (data.status !== 'ready' || data.data.provider) return null;
  return (
    <aside className={styles.prompt} aria-labelledby="pcp-prompt-heading">
      <h2 id="pcp-prompt-heading">Choose your primary care physician</h2>
      <p>A primary care physician knows your health history and helps you get the right care. You haven&apos;t chosen one yet.</p>
      <Link to="/primary-care-provider">Choose a primary care physician</Link>
    </aside>
  );
}
