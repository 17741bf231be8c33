import { Card, DataList } from '@portal/ui';
import { formatDate } from '@portal/ui/dates/display';
import { coverageGroup, coveragePlanName, coverageTypeCode, type FhirCoverage } from '@portal/api-client/fhir-coverage';

const typeNames = { hip: 'Medical', dental: 'Dental', vision: 'Vision' } as const;

export function coverageTypeName(coverage: FhirCoverage): string {
  const code = coverageTypeCode(coverage);
  return code ? typeNames[code] : (coverage.type?.text ?? 'Health');
}

function period(coverage: FhirCoverage): string {
  const { start, end } = coverage.period ?? {};
  if (start && end) return `${formatDate(start)} to ${formatDate(end)}`;
  if (start) return `From ${formatDate(start)}`;
  return end ? `Until ${formatDate(end)}` : 'Not on record';
}

/** One coverage: its type, whether it is active, its dates, group and plan. */
export function CoverageSummary({ coverage }: { coverage: FhirCoverage }) {
  const active = coverage.status?.toLowerCase() === 'active';
  const group = coverageGroup(coverage);
  const planName = coveragePlanName(coverage);
  const insurer = coverage.payor?.[0]?.display;
  return (
    <Card as="article" headingLevel={3} title={`${coverageTypeName(coverage)} coverage`}>
      <DataList
        items={[
          ['Status', active ? 'Active' : `Ended ${formatDate(coverage.period?.end)}`],
          ['Coverage dates', period(coverage)],
          ...(group ? ([['Group', group.name ? `${group.name} (${group.id})` : group.id]] as const) : []),
          ...(planName ? ([['Plan', planName]] as const) : []),
          ...(insurer ? ([['Insurer', insurer]] as const) : []),
        ]}
      />
    </Card>
  );
}
