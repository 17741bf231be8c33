import { Type } from 'typebox';
import { ageOn } from '../../seed/dates.ts';
import { decideForMember, MEMBER_READ_KINDS, readAccessTo } from '../../access/access-policy.ts';
import type { AccessContext, MemberRow } from '../access.ts';
import { BrandTier, ContractType } from '../schemas.ts';

export const Membership = Type.Object(
  {
    username: Type.String(),
    usersPreferredName: Type.String(),
    displayName: Type.String(),
    companyId: Type.String(),
    contractId: Type.String(),
    memberId: Type.String(),
    memberSeqNumber: Type.String(),
    isPolicyHolder: Type.Boolean(),
    isActive: Type.Boolean(),
    contractType: ContractType,
    origEffDate: Type.String({ description: 'YYYY-MM-DD (Start Date)' }),
    covTermDate: Type.String({ description: 'YYYY-MM-DD; 9999-12-31 while active' }),
    lobDisplayName: Type.String({ description: 'Plan name' }),
    tier1: BrandTier,
    ssoType: Type.Union([Type.String(), Type.Null()]),
    firstName: Type.String(),
    lastName: Type.String(),
    groupId: Type.String(),
    groupName: Type.String(),
    planKind: Type.String({ description: 'individual, group, employee or medicare' }),
  },
  { $id: 'Membership' },
);

export const AccessibleMember = Type.Object(
  {
    memberId: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    relationship: Type.String(),
    isPolicyHolder: Type.Boolean(),
    memberSeqNumber: Type.String(),
    contractId: Type.String({ description: 'The contract the member is on (the portal keeps the roster of the selected plan)' }),
    birthDate: Type.Optional(
      Type.String({
        description: "Only where the access policy shares the member's details (memberDetails: the member, and dependents under 18)",
      }),
    ),
    age: Type.Optional(Type.Integer({ description: 'As birthDate' })),
    hasAccount: Type.Optional(Type.Boolean({ description: 'As birthDate' })),
    familyAccessEnabled: Type.Optional(Type.Boolean({ description: 'As birthDate' })),
    claimsVisible: Type.Boolean({ description: 'Claims of this member are visible to the caller (access.claims)' }),
    healthRecordVisible: Type.Boolean({
      description: 'Personal health record visible to the caller (access.healthRecord: dependents until 18)',
    }),
    access: Type.Object(
      Object.fromEntries(MEMBER_READ_KINDS.map((kind) => [kind, Type.Boolean()])) as Record<
        (typeof MEMBER_READ_KINDS)[number],
        ReturnType<typeof Type.Boolean>
      >,
      {
        description:
          'Per kind of data: may the caller read it for this member (the access policy, sandbox/README.md#access-policy). Member pickers offer a member only where true.',
      },
    ),
  },
  { $id: 'AccessibleMember' },
);

export const RightsRecord = Type.Object(
  {
    claims: Type.Boolean(),
    deductible: Type.Boolean(),
    personalHealthRecord: Type.Boolean(),
    healthReimbursementAccount: Type.Boolean(),
    findCareAndCostOptions: Type.Array(Type.Object({ type: Type.String(), displayText: Type.String() })),
    findCareAndCostDisplayText: Type.String(),
    findCare: Type.Boolean(),
    whosCovered: Type.Boolean(),
    choosePrimaryCareProvider: Type.Boolean(),
    inpatientMedicalAdmissionRequest: Type.Boolean(),
    pageIdentifiers: Type.Array(Type.Object({ type: Type.String() })),
    updatePolicy: Type.Boolean(),
    updatePolicyMetallic: Type.Boolean(),
    maPlanBenefits: Type.Boolean(),
    maPlanBenefitsLink: Type.String(),
    updateOtherCoverageInformation: Type.Boolean(),
    coverageWhenTravelingAbroad: Type.Boolean(),
    payBill: Type.Boolean(),
    payment: Type.Boolean(),
    idCards: Type.Boolean(),
    programs: Type.Array(Type.Object({ programId: Type.String() })),
    pharmacyCenter: Type.Boolean(),
    rxSavingsSolutions: Type.Boolean(),
    forms: Type.Boolean(),
    chatType: Type.Union([Type.String(), Type.Null()]),
    embold: Type.Boolean(),
  },
  { $id: 'Rights' },
);

export function toMembership(m: MemberRow, user: { username: string; preferredName: string; displayName: string }) {
  return {
    username: user.username,
    usersPreferredName: user.preferredName,
    displayName: user.displayName,
    companyId: m.companyId,
    contractId: m.contractId,
    memberId: m.memberId,
    memberSeqNumber: m.memberSeqNumber,
    isPolicyHolder: m.isPolicyHolder,
    isActive: m.isActive,
    contractType: m.contractType,
    origEffDate: m.origEffDate,
    covTermDate: m.covTermDate,
    lobDisplayName: m.lobDisplayName,
    tier1: m.tier1,
    ssoType: m.ssoType,
    firstName: m.firstName,
    lastName: m.lastName,
    groupId: m.groupId,
    groupName: m.groupName,
    planKind: m.planKind,
  };
}

/** The members of `rows` the caller may see listed (the policy's familyRoster), in order. */
export function rosterOf(caller: AccessContext, rows: MemberRow[]): MemberRow[] {
  return rows.filter((m) => decideForMember(caller, 'familyRoster', 'read', m).allowed);
}

/**
 * The members of `rows` the caller acts for (the policy's actFor): the caller and the dependents under
 * 18 they are guardian of, in order. Adult dependents are not among them, family access or not: it
 * shares their claims with the policyholder, not their messages or the right to act for them.
 */
export function actingFor(caller: AccessContext, rows: MemberRow[]): MemberRow[] {
  return rows.filter((m) => decideForMember(caller, 'actFor', 'read', m).allowed);
}

/**
 * A member the caller has a tie to, with what the access policy lets the caller read of theirs.
 * Who they are (id, name, relationship) is the roster, so the portal can say whose data it does not
 * show and why; their birth date, age, account and family-access setting only where the policy
 * shares their details (memberDetails): not an adult dependent's, family access or not
 * (sandbox/README.md#access-policy).
 */
export function accessibleMemberView(caller: AccessContext, m: MemberRow) {
  const access = readAccessTo(caller, m);
  const details = decideForMember(caller, 'memberDetails', 'read', m).allowed
    ? { birthDate: m.birthDate, age: ageOn(m.birthDate), hasAccount: m.username !== null, familyAccessEnabled: m.familyAccessEnabled }
    : {};
  return {
    memberId: m.memberId,
    firstName: m.firstName,
    lastName: m.lastName,
    relationship: m.relationship,
    isPolicyHolder: m.isPolicyHolder,
    memberSeqNumber: m.memberSeqNumber,
    contractId: m.contractId,
    ...details,
    claimsVisible: access.claims,
    healthRecordVisible: access.healthRecord,
    access,
  };
}
