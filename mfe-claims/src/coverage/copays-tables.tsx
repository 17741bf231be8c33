import { formatMoney } from '@portal/ui';
import { DataTable } from '@portal/ui/data-table';
import { groupCostShares, type CostShareRow } from './cost-shares';
import type { FhirCoverage } from '@portal/api-client/fhir-coverage';
import styles from './coverage.module.css';

const copayText = (row: CostShareRow) => (row.copay === null ? 'None' : formatMoney(row.copay));
const coinsuranceText = (row: CostShareRow) => (row.coinsurancePercent === null ? 'None' : `${row.coinsurancePercent}%`);

function CostTable({ caption, firstColumn, rows }: { caption: string; firstColumn: string; rows: readonly CostShareRow[] }) {
  return (
    <DataTable
      caption={caption}
      rows={rows}
      rowKey={(row) => row.key}
      columns={[
        { header: firstColumn, rowHeader: true, cell: (row) => row.label },
        { header: 'Copay', cell: copayText },
        { header: 'Coinsurance', cell: coinsuranceText },
      ]}
    />
  );
}

/** Copays and coinsurance for services, then prescription drugs by pharmacy tier. */
export function CopaysTables({ coverage }: { coverage: FhirCoverage | null }) {
  const { services, pharmacyTiers } = groupCostShares(coverage?.costToBeneficiary);
  if (services.length === 0 && pharmacyTiers.length === 0) {
    return (
      <p className={styles.empty}>
        We don&apos;t have copay or coinsurance amounts on file for this plan. Your plan documents list what you pay, or you can call the
        customer service number on your member ID card.
      </p>
    );
  }
  return (
    <>
      {services.length > 0 && <CostTable caption="What you pay for care" firstColumn="Service" rows={services} />}
      {pharmacyTiers.length > 0 && <CostTable caption="What you pay for prescription drugs" firstColumn="Drug tier" rows={pharmacyTiers} />}
    </>
  );
}
