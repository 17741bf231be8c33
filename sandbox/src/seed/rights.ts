/** Rights records (docs/product/data-and-calls.md#data-selected-plan) used by the seed. */

export interface Rights {
  claims: boolean;
  deductible: boolean;
  personalHealthRecord: boolean;
  healthReimbursementAccount: boolean;
  findCareAndCostOptions: { type: string; displayText: string }[];
  findCareAndCostDisplayText: string;
  findCare: boolean;
  whosCovered: boolean;
  choosePrimaryCareProvider: boolean;
  inpatientMedicalAdmissionRequest: boolean;
  pageIdentifiers: { type: string }[];
  updatePolicy: boolean;
  updatePolicyMetallic: boolean;
  maPlanBenefits: boolean;
  maPlanBenefitsLink: string;
  updateOtherCoverageInformation: boolean;
  coverageWhenTravelingAbroad: boolean;
  payBill: boolean;
  payment: boolean;
  idCards: boolean;
  programs: { programId: string }[];
  pharmacyCenter: boolean;
  rxSavingsSolutions: boolean;
  forms: boolean;
  chatType: string | null;
  embold: boolean;
}

export const CHAT_PROVIDER = 'genesys';

export function fullRights(overrides: Partial<Rights> = {}): Rights {
  return {
    claims: true,
    deductible: true,
    personalHealthRecord: true,
    healthReimbursementAccount: true,
    findCareAndCostOptions: [
      { type: 'embold', displayText: 'Compare Costs' },
      { type: 'providerDirectory', displayText: 'Find a Doctor' },
    ],
    findCareAndCostDisplayText: 'Find Care & Costs',
    findCare: true,
    whosCovered: true,
    choosePrimaryCareProvider: true,
    inpatientMedicalAdmissionRequest: true,
    pageIdentifiers: [{ type: 'interqual' }, { type: 'cob' }],
    updatePolicy: true,
    updatePolicyMetallic: false,
    maPlanBenefits: false,
    maPlanBenefitsLink: '',
    updateOtherCoverageInformation: true,
    coverageWhenTravelingAbroad: true,
    payBill: true,
    payment: true,
    idCards: true,
    programs: [],
    pharmacyCenter: true,
    rxSavingsSolutions: true,
    forms: true,
    // Live chat is offered only where the plan names a provider: ava.medical's (see data.ts).
    chatType: null,
    embold: true,
    ...overrides,
  };
}

/** Every Care and Policy flag off (eve.basic). */
export function basicRights(overrides: Partial<Rights> = {}): Rights {
  return fullRights({
    claims: false,
    deductible: false,
    personalHealthRecord: false,
    healthReimbursementAccount: false,
    findCareAndCostOptions: [],
    findCare: false,
    whosCovered: false,
    choosePrimaryCareProvider: false,
    inpatientMedicalAdmissionRequest: false,
    pageIdentifiers: [],
    updatePolicy: false,
    updatePolicyMetallic: false,
    maPlanBenefits: false,
    updateOtherCoverageInformation: false,
    coverageWhenTravelingAbroad: false,
    embold: false,
    ...overrides,
  });
}

/** Dental and vision plans: no medical-only features. */
export function dentalVisionRights(overrides: Partial<Rights> = {}): Rights {
  return fullRights({
    claims: false,
    deductible: false,
    personalHealthRecord: false,
    healthReimbursementAccount: false,
    findCareAndCostOptions: [{ type: 'providerDirectory', displayText: 'Find a Dentist or Eye Doctor' }],
    findCare: true,
    choosePrimaryCareProvider: false,
    inpatientMedicalAdmissionRequest: false,
    pageIdentifiers: [],
    coverageWhenTravelingAbroad: false,
    embold: false,
    rxSavingsSolutions: false,
    pharmacyCenter: false,
    ...overrides,
  });
}

/** What a member has that a right leads to; a right is granted only when its part is there. */
export interface MemberHoldings {
  /** The plan's health reimbursement account (kept under the policyholder). */
  hraAccount: boolean;
  /** A coverage with pharmacy cost shares. */
  pharmacyBenefit: boolean;
  /** Deductible and out-of-pocket figures. */
  accumulators: boolean;
  healthRecord: boolean;
  coverage: boolean;
  /** The policyholder of a plan that bills a premium the member can pay here. */
  billsToPay: boolean;
  /** Coverage abroad lasts as long as an active medical plan. */
  activeMedicalPlan: boolean;
  medicareAdvantage: boolean;
}

/**
 * The rights a member's plan grants, less those whose data the member does not have, so a menu never
 * offers a page that can only say "you have none" (an HRA menu entry for a plan without an account).
 * A right that needs no data of its own (claims, programs, forms, chat) is kept as granted.
 */
export function rightsBackedBy(rights: Rights, has: MemberHoldings): Rights {
  const paysOnline = has.billsToPay;
  return {
    ...rights,
    healthReimbursementAccount: rights.healthReimbursementAccount && has.hraAccount,
    pharmacyCenter: rights.pharmacyCenter && has.pharmacyBenefit,
    rxSavingsSolutions: rights.rxSavingsSolutions && has.pharmacyBenefit,
    deductible: rights.deductible && has.accumulators,
    personalHealthRecord: rights.personalHealthRecord && has.healthRecord,
    whosCovered: rights.whosCovered && has.coverage,
    payBill: rights.payBill && paysOnline,
    payment: rights.payment && paysOnline,
    pageIdentifiers: rights.pageIdentifiers.filter((identifier) => identifier.type !== 'medicarePayment' || paysOnline),
    coverageWhenTravelingAbroad: rights.coverageWhenTravelingAbroad && has.activeMedicalPlan,
    maPlanBenefits: rights.maPlanBenefits && has.medicareAdvantage && rights.maPlanBenefitsLink !== '',
  };
}
