// Entities of docs/product/data-and-calls.md#data-selected-plan that every app reads.

export type ContractType = 'Medical' | 'Dental' | 'Vision';
export type BrandTier = 'HA' | 'BA' | 'ABCBS' | 'ABM' | 'OCTAVE';

/** The plan a member chose on /select-plan (persisted per browser session). */
export interface SelectedPlan {
  username: string;
  usersPreferredName?: string;
  companyId: string;
  contractId: string;
  memberId: string;
  memberSeqNumber: string;
  isPolicyHolder: boolean;
  isActive: boolean;
  contractType: ContractType;
  origEffDate: string;
  covTermDate?: string;
  lobDisplayName: string;
  tier1: BrandTier;
  ssoType?: string | null;
  displayName: string;
  /** True on the plan chosen (the session sets it); the plan lists leave it out. */
  loaded?: boolean;
}

export interface TypedEntry {
  type: string;
}

/** The rights record (flags) of docs/product/roles-and-rights.md#rights-flags. */
export interface RightsRecord {
  claims?: boolean;
  deductible?: boolean;
  personalHealthRecord?: boolean;
  healthReimbursementAccount?: boolean;
  findCareAndCostOptions?: TypedEntry[];
  findCareAndCostDisplayText?: string;
  findCare?: boolean;
  whosCovered?: boolean;
  choosePrimaryCareProvider?: boolean;
  inpatientMedicalAdmissionRequest?: boolean;
  pageIdentifiers?: TypedEntry[];
  updatePolicy?: boolean;
  updatePolicyMetallic?: boolean;
  maPlanBenefits?: boolean;
  maPlanBenefitsLink?: string;
  updateOtherCoverageInformation?: boolean;
  coverageWhenTravelingAbroad?: boolean;
  payBill?: boolean;
  payment?: boolean;
  idCards?: boolean;
  programs?: { programId: string }[];
  pharmacyCenter?: boolean;
  rxSavingsSolutions?: boolean;
  forms?: boolean;
  /** The chat provider the plan offers; null when none. */
  chatType?: string | null;
  embold?: boolean;
}

/**
 * Kinds of member data the portal offers in member pickers. The member API's access policy decides,
 * per accessible member, which of them the signed-in user may read (docs/README.md); the portal never decides that on its own.
 */
export type MemberDataKind =
  'claims' | 'authorizations' | 'spending' | 'messages' | 'messageCount' | 'healthRecord' | 'idCards' | 'coverage';

export interface AccessibleMember {
  memberId: string;
  firstName?: string;
  lastName?: string;
  relationship?: string;
  /** Per kind of data: whether the signed-in user may read it for this member (absent: not allowed). */
  access?: Partial<Record<MemberDataKind, boolean>>;
}

export interface UserSettings {
  displayName?: string;
  tosChecked?: boolean;
  backToAboutTab?: boolean;
}
