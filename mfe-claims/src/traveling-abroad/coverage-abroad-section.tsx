import { useApiData } from '@portal/api-client/use-api-data';
import { LoadFailure, OpensInNewTab, PhoneLink, LoadingStatus } from '@portal/ui';
import { coverageAbroadData, type CoverageAbroad } from './api';
import styles from './traveling-abroad.module.css';

function Details({ abroad }: { abroad: CoverageAbroad }) {
  return (
    <>
      {!abroad.covered && (
        <p className={styles.warning}>
          Your plan is not active, so care abroad is not covered right now. Call the customer service number on your member ID card if you
          have questions.
        </p>
      )}
      <p>
        Your plan works with <strong>{abroad.programName}</strong> to cover care outside the United States.
      </p>
      <ul className={styles.contacts}>
        <li>
          From the United States: <PhoneLink phone={abroad.phone} />
        </li>
        <li>
          From outside the United States, call collect: <PhoneLink phone={abroad.collectPhone} />
        </li>
        {/^https?:\/\//i.test(abroad.website) && (
          <li>
            <a href={abroad.website} target="_blank" rel="noopener noreferrer">
              {abroad.programName} website
              <OpensInNewTab />
            </a>
          </li>
        )}
      </ul>
      {abroad.steps.length > 0 && (
        <>
          <h3>When you get care abroad</h3>
          <ol className={styles.steps}>
            {abroad.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}

/** The member's coverage abroad, loaded on its own: the guidance around it stays readable if it fails. */
export function CoverageAbroadSection({ memberId }: { memberId: string }) {
  const data = useApiData((signal) => coverageAbroadData.details(memberId, signal), `coverage-abroad:${memberId}`);
  return (
    <section aria-labelledby="abroad-coverage-heading" className={styles.highlight}>
      <h2 id="abroad-coverage-heading">Your coverage abroad</h2>
      {data.status === 'loading' && <LoadingStatus>Loading your coverage abroad…</LoadingStatus>}
      {data.status === 'failed' && <LoadFailure message={data.message} onRetry={data.retry} />}
      {data.status === 'ready' && <Details abroad={data.data} />}
    </section>
  );
}
