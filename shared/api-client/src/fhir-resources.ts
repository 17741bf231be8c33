// The parts of the FHIR R4 Patient and Coverage resources the portal reads (docs/product/data-and-calls.md#data-fhir).

export interface FhirPatient {
  resourceType: 'Patient';
  id: string;
  name?: { given?: string[]; family?: string; text?: string }[];
  birthDate?: string;
  telecom?: { system?: string; value?: string }[];
}

export interface FhirCoding {
  system?: string;
  code?: string;
  display?: string;
}

export interface FhirCostToBeneficiary {
  type?: { coding?: FhirCoding[]; text?: string };
  valueMoney?: { value?: number; currency?: string };
  valueQuantity?: { value?: number; unit?: string };
}

export interface FhirCoverageClass {
  type?: { coding?: FhirCoding[]; text?: string };
  /** R4 puts the class identifier in `value`; some senders use `id`. */
  value?: string;
  id?: string;
  name?: string;
}

export interface FhirCoverage {
  resourceType: 'Coverage';
  id: string;
  status?: string;
  period?: { start?: string; end?: string };
  type?: { coding?: FhirCoding[]; text?: string };
  beneficiary?: { reference?: string };
  relationship?: { coding?: FhirCoding[] };
  payor?: { display?: string }[];
  class?: FhirCoverageClass[];
  costToBeneficiary?: FhirCostToBeneficiary[];
}

/** hip (health insurance plan), dental or vision, from the coverage's type codings. */
export type CoverageTypeCode = 'hip' | 'dental' | 'vision';

const typeCodes: readonly string[] = ['hip', 'dental', 'vision'];

export function coverageTypeCode(coverage: Pick<FhirCoverage, 'type'>): CoverageTypeCode | null {
  const code = (coverage.type?.coding ?? []).map((coding) => coding.code?.toLowerCase() ?? '').find((value) => typeCodes.includes(value));
  return (code as CoverageTypeCode | undefined) ?? null;
}

/** The member id a coverage belongs to ("Patient/H1000100101" gives H1000100101). */
export function beneficiaryId(coverage: Pick<FhirCoverage, 'beneficiary'>): string | null {
  const reference = coverage.beneficiary?.reference ?? '';
  const match = /(?:^|\/)Patient\/([^/]+)$/.exec(reference);
  return match?.[1] ?? null;
}

function classOfType(coverage: Pick<FhirCoverage, 'class'>, type: string): FhirCoverageClass | undefined {
  return (coverage.class ?? []).find(
    (item) => item.type?.text?.toLowerCase() === type || (item.type?.coding ?? []).some((coding) => coding.code?.toLowerCase() === type),
  );
}

/** The group of a coverage: a class of type group gives the group id (docs/product/data-and-calls.md#data-fhir). */
export function coverageGroup(coverage: Pick<FhirCoverage, 'class'>): { id: string; name: string | null } | null {
  const group = classOfType(coverage, 'group');
  const id = group?.value ?? group?.id;
  return id ? { id, name: group?.name ?? null } : null;
}

export function coveragePlanName(coverage: Pick<FhirCoverage, 'class'>): string | null {
  return classOfType(coverage, 'plan')?.name ?? null;
}
