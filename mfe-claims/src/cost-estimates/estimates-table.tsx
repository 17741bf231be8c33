import { formatMoney, LoadFailure, Money, SlowLoadNotice } from '@portal/ui';
import { DataTable } from '@portal/ui/data-table';
import type { ApiData } from '@portal/api-client/use-api-data';
import type { CostEstimates } from './api';
import styles from './cost-estimates.module.css';

function summary(data: ApiData<CostEstimates> | null, procedureName: string): string {
  if (!data) return '';
  if (data.status === 'loading') return 'Getting estimates…';
  if (data.status === 'failed') return '';
  const count = data.data.estimates.length;
  return count === 0
    ? `No estimates for ${procedureName}.`
    : `${count} ${count === 1 ? 'estimate' : 'estimates'} for ${procedureName}, lowest cost to you first.`;
}

/** What "You pay" already counts: the member's deductible not met yet is applied first. */
export function deductibleNote(remaining: number): string {
  const deductible =
    remaining > 0
      ? `What you pay includes the ${formatMoney(remaining)} left on your deductible this year (or the whole cost, when it is less), then your coinsurance.`
      : 'You have met your deductible this year, so what you pay is your coinsurance.';
  return `${deductible} Estimates use your plan's benefits; what you pay can differ if you need more services.`;
}

/** The estimates for the chosen care, what the member pays first; `data` is null before the first request. */
export function EstimatesTable({ data, procedureName }: { data: ApiData<CostEstimates> | null; procedureName: string }) {
  return (
    <section aria-labelledby="estimates-heading">
      <h2 id="estimates-heading">Estimates</h2>
      <p role="status">
        {summary(data, procedureName)}
        {data?.status === 'loading' && <SlowLoadNotice />}
      </p>
      {!data && <p className={styles.note}>Choose the care you need above to see what it costs at providers in your network.</p>}
      {data?.status === 'failed' && <LoadFailure message={data.message} onRetry={data.retry} />}
      {data?.status === 'ready' && data.data.estimates.length === 0 && (
        <p className={styles.note}>Try other care, or call the customer service number on your member ID card for help with costs.</p>
      )}
      {data?.status === 'ready' && data.data.estimates.length > 0 && (
        <>
          <DataTable
            caption={`${procedureName}: estimated costs`}
            rows={data.data.estimates}
            rowKey={(estimate) => `${estimate.providerName}-${estimate.city}`}
            columns={[
              {
                header: 'Provider',
                rowHeader: true,
                cell: (estimate) => (
                  <>
                    {estimate.providerName}
                    <span className={styles.city}>
                      {estimate.specialty} · {estimate.city}
                    </span>
                  </>
                ),
              },
              {
                header: 'You pay',
                numeric: true,
                cell: (estimate) => (
                  <strong>
                    <Money amount={estimate.memberCost} />
                  </strong>
                ),
              },
              { header: 'Plan pays', numeric: true, cell: (estimate) => <Money amount={estimate.planPays} /> },
              { header: 'Total cost', numeric: true, cell: (estimate) => <Money amount={estimate.totalCost} /> },
              { header: 'Quality rating', cell: (estimate) => `${estimate.qualityRating} out of 5` },
            ]}
          />
          <p className={styles.note}>{deductibleNote(data.data.deductibleRemaining)}</p>
        </>
      )}
    </section>
  );
}
