// Entities of docs/product/data-and-calls.md#data-selected-plan that every app reads.
// The generated file itself (it imports nothing), so the sandbox's Node-style type check reads it too.
import type { components } from '@portal/api-types/openapi';

export type ContractType = 'Medical' | 'Dental' | 'Vision';
export type BrandTier = 'HA' | 'BA' | 'ABCBS' | 'ABM' | 'OCTAVE';

type Membership = components['schemas']['Membership'];
/** Membership fields the portal does not read from the selected plan (the member's name and group). */
type ProfileFields = 'firstName' | 'lastName' | 'groupId' | 'groupName' | 'planKind';
/**
 * Fields the portal does not rely on (chat's preferred name and the address lock read them with a
 * fallback; the coverage end is not read), so a plan without them is still a plan.
 */
type FieldsReadWithFallback = 'usersPreferredName' | 'covTermDate' | 'ssoType';

/**
 * The plan a member chose on /select-plan (persisted per browser session): one of the member API's
 * memberships (GET /memberships), as the portal keeps it.
 */
export type SelectedPlan = Omit<Membership, ProfileFields | FieldsReadWithFallback> &
  Partial<Pick<Membership, FieldsReadWithFallback>> & {
    /** True on the plan chosen (the session sets it); the plan lists leave it out. */
    loaded?: boolean;
  };

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
