// Drug tiers from the member's coverage, in its own section: its loading and failure never block the
// rest of the pharmacy center. The page starts the load (useCoverageForTiers), so it knows when the
// tiers have answered.
import { Link } from '@portal/routing';
import { useApiData, type ApiData } from '@portal/api-client/use-api-data';
import type { SelectedPlan } from '@portal/contracts/domain';
import { formatMoney, LoadFailure, LoadingStatus, Section } from '@portal/ui';
import { DataTable } from '@portal/ui/data-table';
import { insurerToday } from '@portal/ui/dates/days';
import { pharmacyData } from './api';
import { pharmacyCoverage, rxTiers, type RxTierCost } from './rx-tiers';
import styles from './pharmacy.module.css';

function costText(cost: RxTierCost): string {
  return cost.kind === 'copay' ? `${formatMoney(cost.amount)} copay` : `${cost.percent}% coinsurance`;
}

type Coverages = Awaited<ReturnType<typeof pharmacyData.coverages>>;

/** The coverage search the drug tiers are read from. */
export function useCoverageForTiers(plan: SelectedPlan): ApiData<Coverages> {
  // A policyholder's data is looked up by contract id (docs/product/roles-and-rights.md#rights-user-kinds); the member's own coverage is then picked.
  const identifier = plan.isPolicyHolder && plan.contractId ? plan.contractId : plan.memberId;
  return useApiData(() => pharmacyData.coverages(identifier), `rx-tiers:${identifier}`);
}

export function RxTiersSection({ plan, coverage }: { plan: SelectedPlan; coverage: ApiData<Coverages> }) {
  let content;
  if (coverage.status === 'loading') {
    content = <LoadingStatus>Loading your drug tiers…</LoadingStatus>;
  } else if (coverage.status === 'failed') {
    content = <LoadFailure message={coverage.message} onRetry={coverage.retry} />;
  } else {
    const tiers = rxTiers(pharmacyCoverage(coverage.data, plan, insurerToday()));
    content =
      tiers.length === 0 ? (
        <p>
          Your drug tiers aren’t available online. Your <Link to="/documents">Summary of Benefits and Coverage</Link> lists what you pay for
          prescriptions.
        </p>
      ) : (
        <DataTable
          caption="What you pay at an in-network pharmacy"
          rows={tiers}
          rowKey={(tier) => String(tier.tier)}
          columns={[
            { header: 'Tier', rowHeader: true, cell: (tier) => `Tier ${tier.tier}` },
            { header: 'Drugs', cell: (tier) => tier.drugs },
            { header: 'You pay', numeric: true, cell: (tier) => costText(tier.cost) },
          ]}
        />
      );
  }
  return (
    <Section heading="Prescription drug tiers" className={styles.section}>
      {content}
    </Section>
  );
}
