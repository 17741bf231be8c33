/**
 * What each kind of plan pays, the one source of the seed's claim adjudication, its accumulators'
 * limits, the coverages' copays and the cost estimates. Amounts are in cents.
 *
 * A service falls in one benefit category (its procedure code says which); the category says whether
 * the deductible applies, the copay, and the coinsurance after the deductible.
 */

export type PlanKind = 'individual' | 'group' | 'employee' | 'medicare';
export type ContractType = 'Medical' | 'Dental' | 'Vision';

export type BenefitCategory =
  | 'preventive'
  | 'primaryCare'
  | 'specialist'
  | 'behavioralHealth'
  | 'emergency'
  | 'laboratory'
  | 'imaging'
  | 'therapy'
  | 'outpatientProcedure'
  | 'pharmacyGeneric'
  | 'dentalPreventive'
  | 'dentalBasic'
  | 'dentalMajor'
  | 'eyeExam'
  | 'lenses'
  | 'frames';

export interface CostShare {
  /** The deductible applies first (the member pays the allowed amount until it is met). */
  deductible: boolean;
  copay: number;
  /** The member's share, in percent, of what is left after the deductible and copay. */
  coinsurancePercent: number;
  /** The most the plan pays for the service (a materials allowance); the rest is not covered. */
  planPaysUpTo?: number;
}

export interface Limit {
  individual: number;
  /** Zero: the plan has no family amount (one person per contract, as Medicare). */
  family: number;
}

export interface PlanBenefits {
  /** In network; out of network is twice each, as the plans' documents state. */
  deductible: Limit;
  /** The most a member pays for covered care in a plan year; null for a plan without one (dental, vision). */
  outOfPocketMaximum: Limit | null;
  /** The most the plan pays per member in a plan year (a dental plan's annual maximum); null for none. */
  annualMaximum: number | null;
  costShares: Partial<Record<BenefitCategory, CostShare>>;
  /** Rows of the coverage's cost-to-beneficiary list (the copays page and the ID card). */
  coverageCosts: { code: string; text: string; kind: 'money' | 'percent'; value: number }[];
}

const copay = (amount: number): CostShare => ({ deductible: false, copay: amount, coinsurancePercent: 0 });
const afterDeductible = (percent: number): CostShare => ({ deductible: true, copay: 0, coinsurancePercent: percent });
const covered = copay(0);

interface MedicalTerms {
  deductible: Limit;
  outOfPocketMaximum: Limit;
  coinsurancePercent: number;
  primaryCare: number;
  specialist: number;
  emergency: number;
  rxTiers: [number, number, number];
  rxSpecialtyPercent: number;
  /** Medicare Advantage plans cover lab tests in full. */
  laboratoryCovered?: boolean;
}

function medicalPlan(t: MedicalTerms): PlanBenefits {
  const coinsurance = afterDeductible(t.coinsurancePercent);
  const money = (amount: number) => amount / 100;
  return {
    deductible: t.deductible,
    outOfPocketMaximum: t.outOfPocketMaximum,
    annualMaximum: null,
    costShares: {
      preventive: covered,
      primaryCare: copay(t.primaryCare),
      specialist: copay(t.specialist),
      behavioralHealth: copay(t.primaryCare),
      emergency: copay(t.emergency),
      laboratory: t.laboratoryCovered ? covered : coinsurance,
      imaging: coinsurance,
      therapy: coinsurance,
      outpatientProcedure: coinsurance,
      pharmacyGeneric: copay(t.rxTiers[0]),
    },
    coverageCosts: [
      { code: 'rx_tier1_copay', text: 'Tier 1 Generic Drugs', kind: 'money', value: money(t.rxTiers[0]) },
      { code: 'rx_tier2_copay', text: 'Tier 2 Preferred Brand Drugs', kind: 'money', value: money(t.rxTiers[1]) },
      { code: 'rx_tier3_copay', text: 'Tier 3 Non-Preferred Brand Drugs', kind: 'money', value: money(t.rxTiers[2]) },
      { code: 'rx_tier4_coins', text: 'Tier 4 Specialty Drugs', kind: 'percent', value: t.rxSpecialtyPercent },
      { code: 'office_visit_copay', text: 'Primary Care Visit', kind: 'money', value: money(t.primaryCare) },
      { code: 'specialist_copay', text: 'Specialist Visit', kind: 'money', value: money(t.specialist) },
      { code: 'er_copay', text: 'Emergency Room', kind: 'money', value: money(t.emergency) },
      { code: 'inpatient_coins', text: 'Inpatient Hospital', kind: 'percent', value: t.coinsurancePercent },
    ],
  };
}

/** An individual (metal-level Silver PPO) plan: a high deductible, then 20 %. */
const INDIVIDUAL = medicalPlan({
  deductible: { individual: 300_000, family: 600_000 },
  outOfPocketMaximum: { individual: 850_000, family: 1_700_000 },
  coinsurancePercent: 20,
  primaryCare: 2_500,
  specialist: 5_000,
  emergency: 35_000,
  rxTiers: [1_000, 4_000, 8_000],
  rxSpecialtyPercent: 25,
});

/** An employer group plan: a lower deductible and out-of-pocket maximum than the individual market's. */
const GROUP = medicalPlan({
  deductible: { individual: 150_000, family: 300_000 },
  outOfPocketMaximum: { individual: 500_000, family: 1_000_000 },
  coinsurancePercent: 20,
  primaryCare: 3_000,
  specialist: 6_000,
  emergency: 25_000,
  rxTiers: [1_000, 3_500, 7_000],
  rxSpecialtyPercent: 20,
});

/** The insurer's own employee plan: the richest of the group plans. */
const EMPLOYEE = medicalPlan({
  deductible: { individual: 75_000, family: 150_000 },
  outOfPocketMaximum: { individual: 300_000, family: 600_000 },
  coinsurancePercent: 10,
  primaryCare: 1_500,
  specialist: 3_000,
  emergency: 15_000,
  rxTiers: [500, 2_500, 5_000],
  rxSpecialtyPercent: 10,
});

/** Medicare Advantage PPO: a small deductible, small copays, lab tests in full and a maximum out-of-pocket (MOOP); one person per contract. */
const MEDICARE_ADVANTAGE = medicalPlan({
  deductible: { individual: 25_000, family: 0 },
  outOfPocketMaximum: { individual: 490_000, family: 0 },
  coinsurancePercent: 20,
  primaryCare: 0,
  specialist: 3_500,
  emergency: 9_000,
  rxTiers: [0, 4_700, 10_000],
  rxSpecialtyPercent: 25,
  laboratoryCovered: true,
});

/** Dental: preventive care in full, basic care 80/20 and major care 50/50 after the deductible, up to an annual maximum. */
const DENTAL: PlanBenefits = {
  deductible: { individual: 5_000, family: 15_000 },
  outOfPocketMaximum: null,
  annualMaximum: 150_000,
  costShares: { dentalPreventive: covered, dentalBasic: afterDeductible(20), dentalMajor: afterDeductible(50) },
  coverageCosts: [
    { code: 'preventive_coins', text: 'Preventive Dental', kind: 'percent', value: 0 },
    { code: 'basic_coins', text: 'Basic Dental Services', kind: 'percent', value: 20 },
    { code: 'major_coins', text: 'Major Dental Services', kind: 'percent', value: 50 },
  ],
};

/** Vision: an exam copay, a lenses copay, and frames up to an allowance (the rest is the member's). */
const VISION: PlanBenefits = {
  deductible: { individual: 0, family: 0 },
  outOfPocketMaximum: null,
  annualMaximum: null,
  costShares: {
    eyeExam: copay(1_000),
    lenses: copay(2_500),
    frames: { deductible: false, copay: 0, coinsurancePercent: 0, planPaysUpTo: 15_000 },
  },
  coverageCosts: [
    { code: 'exam_copay', text: 'Eye Exam', kind: 'money', value: 10 },
    { code: 'lenses_copay', text: 'Lenses', kind: 'money', value: 25 },
  ],
};

/** The benefits of a member's plan. */
export function planBenefitsOf(plan: { planKind: string; contractType: string }): PlanBenefits {
  if (plan.contractType === 'Dental') return DENTAL;
  if (plan.contractType === 'Vision') return VISION;
  switch (plan.planKind) {
    case 'group':
      return GROUP;
    case 'employee':
      return EMPLOYEE;
    case 'medicare':
      return MEDICARE_ADVANTAGE;
    default:
      return INDIVIDUAL;
  }
}

/** Which benefit a service is paid under, by its procedure code (CPT, CDT, HCPCS; NDC for a pharmacy fill). */
export function benefitCategoryOf(procedureCode: string): BenefitCategory {
  if (procedureCode === 'NDC') return 'pharmacyGeneric';
  if (/^9939[3-7]$/.test(procedureCode) || ['90471', '90686', '77067'].includes(procedureCode)) return 'preventive';
  if (procedureCode === '99213' || procedureCode === '99214') return 'primaryCare';
  if (procedureCode === '90834') return 'behavioralHealth';
  if (procedureCode === '99283') return 'emergency';
  if (procedureCode === '85025' || procedureCode === '80053') return 'laboratory';
  if (procedureCode === '71046' || procedureCode === '73721') return 'imaging';
  if (procedureCode === '97110') return 'therapy';
  if (/^D0|^D1/.test(procedureCode)) return 'dentalPreventive';
  if (/^D2[0-6]/.test(procedureCode)) return 'dentalBasic';
  if (/^D2[7-9]|^D[3-9]/.test(procedureCode)) return 'dentalMajor';
  if (procedureCode === '92014') return 'eyeExam';
  if (/^V21/.test(procedureCode)) return 'lenses';
  if (/^V20/.test(procedureCode)) return 'frames';
  return 'outpatientProcedure';
}
