import type { AccessContext, MemberRow } from '../api/access.ts';
import { ageOn } from '../seed/dates.ts';

/*
 * The one place that decides who may read or change whose data (sandbox/README.md#access-policy). Deny by default: a kind or action missing from ACCESS_POLICY is refused.
 * Routes never decide this themselves: each declares `config.access` and the hooks of
 * route-access.ts ask this module before the handler runs.
 */

/** How the signed-in caller stands to the member whose data it is (the subject). */
export const RELATIONSHIPS = [
  /** The subject is one of the caller's own member rows. */
  'self',
  /** The caller is the policyholder on the subject's contract; the subject is under 18. */
  'minorDependent',
  /** The caller is the policyholder on the subject's contract; the subject is 18+ and enabled family access. */
  'adultDependentWithFamilyAccess',
  /** The caller is the policyholder on the subject's contract; the subject is 18+ without family access. */
  'adultDependentWithoutFamilyAccess',
  /** Anything else: another family, a dependent asking about their policyholder, an unknown member or user. */
  'unrelated',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

export type AccessAction = 'read' | 'change';

/**
 * What the caller is, from the access token's roles claim (src/api/access.ts): a member (the default,
 * also when the claim is absent) or the insurer's member-services staff (sandbox/README.md#personas: sam.admin). A
 * staff caller is not a member: every member audience refuses them, and only the staff audience
 * admits them.
 */
export type CallerRole = 'member' | 'staff';

/** docs/product/constants.md#constants-pharmacy-age: dependents' health records are visible until 18; docs/product/roles-and-rights.md#rights-family: the same age splits the family. */
export const ADULT_AGE = 18;

/** Who may use a kind of data: a caller role and, for members, a set of relationships. */
export const AUDIENCES = {
  /** docs/product/roles-and-rights.md#rights-family: the policyholder sees dependents' claims when the dependent enables family access. */
  familyShared: {
    relationships: ['self', 'minorDependent', 'adultDependentWithFamilyAccess'],
    policyholderOnly: false,
    callerRole: 'member',
  },
  /** The member, and a parent for a child under 18 (docs/product/roles-and-rights.md#rights-family: health records until 18). */
  guardian: { relationships: ['self', 'minorDependent'], policyholderOnly: false, callerRole: 'member' },
  /**
   * The member, and the policyholder for everyone on their contract whatever their age or family
   * access: only for who is on the contract (familyRoster), never for a kind of their data.
   */
  contractFamily: {
    relationships: ['self', 'minorDependent', 'adultDependentWithFamilyAccess', 'adultDependentWithoutFamilyAccess'],
    policyholderOnly: false,
    callerRole: 'member',
  },
  /** The member alone (the account, single sign-on as the member). */
  self: { relationships: ['self'], policyholderOnly: false, callerRole: 'member' },
  /** The member alone, and only on a row where they are the policyholder (the contract's bills and address). */
  policyholderSelf: { relationships: ['self'], policyholderOnly: true, callerRole: 'member' },
  /** Any signed-in member: data that belongs to no member (the provider directory). */
  signedIn: { relationships: RELATIONSHIPS, policyholderOnly: false, callerRole: 'member' },
  /**
   * The insurer's member-services staff, about any member or account whatever the tie
   * (they have none): the admin console. No member is ever admitted.
   */
  staff: { relationships: RELATIONSHIPS, policyholderOnly: false, callerRole: 'staff' },
} as const satisfies Record<string, { relationships: readonly Relationship[]; policyholderOnly: boolean; callerRole: CallerRole }>;
export type AudienceName = keyof typeof AUDIENCES;

/*
 * The policy table. One row per kind of data: the audience that may read it and the audience that
 * may change it (no entry: nobody), then what the kind covers. Keep docs/README.md in step with this table.
 */
export const ACCESS_POLICY = {
  // Family-shared: the policyholder sees an adult dependent's only with the dependent's family access.
  claims: { read: 'familyShared' }, // list, detail, EOB PDF
  authorizations: { read: 'familyShared' }, // prior authorizations: list, detail
  spending: { read: 'familyShared' }, // accumulators; family breakdown filtered
  // Guardian: the member, and the policyholder for a dependent under 18.
  messages: { read: 'guardian', change: 'guardian' }, // list, one message; status, delete
  messageCount: { read: 'guardian' }, // every additionalRequestedMemberIds id too
  preferences: { read: 'guardian', change: 'guardian' },
  notificationSettings: { read: 'guardian', change: 'guardian' },
  healthRecord: { read: 'guardian' }, // personal health record
  pcp: { read: 'guardian', change: 'guardian' }, // primary care provider
  documents: { read: 'guardian' }, // list, open
  idCards: { read: 'guardian', change: 'guardian' }, // list filtered; order/email/fax: every memberIds entry
  pharmacy: { read: 'guardian' },
  programs: { read: 'guardian' },
  findCare: { read: 'guardian' },
  costEstimates: { read: 'guardian' },
  coverage: { read: 'guardian' }, // coverage and copays
  coverageAbroad: { read: 'guardian' },
  hra: { read: 'guardian' }, // health reimbursement account
  address: { read: 'guardian', change: 'policyholderSelf' }, // only the policyholder changes the contract's address
  contact: { change: 'guardian' }, // POST /contact for body.memberId
  fhirPatient: { read: 'guardian' }, // results filtered to allowed members
  fhirCoverage: { read: 'guardian' }, // results filtered to allowed members
  // Self only.
  sso: { read: 'self' }, // hands the member's identity to a partner
  account: { read: 'self', change: 'self' }, // every users/:userId/* route
  // Policyholder-self: the subject is the caller's own row and they hold the contract.
  bills: { read: 'policyholderSelf' },
  payments: { read: 'policyholderSelf', change: 'policyholderSelf' },
  autopay: { read: 'policyholderSelf', change: 'policyholderSelf' },
  // Who is on a contract, whom the user acts for, and their details (accessrights and dependents list members, no route declares these).
  familyRoster: { read: 'contractFamily' }, // dependents: member id, name, relationship: the portal names who it does not show and why (family-access prompts)
  actFor: { read: 'guardian' }, // accessrights' accessibleMembers: whom the user acts for (message counts cover exactly these); family access shares claims, not this
  memberDetails: { read: 'guardian' }, // birth date, age, whether they have an account, their family-access setting
  // No member data.
  providerDirectory: { read: 'signedIn' }, // provider search
  // Staff only: the admin console of member-services staff. Members are always refused.
  adminAccounts: { read: 'staff', change: 'staff' }, // search, account state and sign-in history; block, unblock, unlock
  adminAudit: { read: 'staff' }, // an account's audit entries
} as const satisfies Record<string, Partial<Record<AccessAction, AudienceName>>>;

export type DataKind = keyof typeof ACCESS_POLICY;

/** Audiences that admit any subject, so their routes may name none: the provider directory, the staff console. */
export const ANY_SUBJECT_AUDIENCES: readonly AudienceName[] = ['signedIn', 'staff'];

/** The role of a caller (a context without one is a member's). */
export function roleOf(caller: Pick<AccessContext, 'role'>): CallerRole {
  return caller.role ?? 'member';
}

/** The audience of a kind and action, or undefined when the table has none (nobody may). */
export function audienceOf(kind: DataKind, action: AccessAction): AudienceName | undefined {
  const row = ACCESS_POLICY[kind] as Partial<Record<AccessAction, AudienceName>> | undefined;
  return row?.[action];
}

/** The relationship of the caller to a member row (undefined: a member the caller has no tie to, or none). */
export function relationshipTo(caller: AccessContext, subject: MemberRow | undefined): Relationship {
  if (!subject) return 'unrelated';
  if (caller.own.some((own) => own.memberId === subject.memberId)) return 'self';
  const holdsContract = caller.own.some((own) => own.isPolicyHolder && own.contractId === subject.contractId);
  if (!holdsContract) return 'unrelated';
  if (ageOn(subject.birthDate) < ADULT_AGE) return 'minorDependent';
  return subject.familyAccessEnabled ? 'adultDependentWithFamilyAccess' : 'adultDependentWithoutFamilyAccess';
}

/** The relationship of the caller to an account, by username (no lookup: any other name is unrelated). */
export function relationshipToUser(caller: AccessContext, username: string): Relationship {
  return username === caller.username ? 'self' : 'unrelated';
}

export interface Decision {
  allowed: boolean;
  relationship: Relationship;
}

/** May the caller use `kind` data of a member row (or, for kinds of no member, at all)? */
export function decideForMember(caller: AccessContext, kind: DataKind, action: AccessAction, subject: MemberRow | undefined): Decision {
  const relationship = relationshipTo(caller, subject);
  return { allowed: admits(caller, audienceOf(kind, action), relationship, subject), relationship };
}

/** May the caller use `kind` data of an account, named by username? */
export function decideForUser(caller: AccessContext, kind: DataKind, action: AccessAction, username: string): Decision {
  const relationship = relationshipToUser(caller, username);
  return { allowed: admits(caller, audienceOf(kind, action), relationship, undefined), relationship };
}

/**
 * May the caller use `kind` data that names no member (the provider directory, a staff search)? Only
 * an audience that admits any subject says yes, and only to a caller of its role.
 */
export function decideWithoutSubject(caller: Pick<AccessContext, 'role'>, kind: DataKind, action: AccessAction): Decision {
  const audienceName = audienceOf(kind, action);
  const allowed =
    audienceName !== undefined && ANY_SUBJECT_AUDIENCES.includes(audienceName) && AUDIENCES[audienceName].callerRole === roleOf(caller);
  return { allowed, relationship: 'unrelated' };
}

function admits(
  caller: Pick<AccessContext, 'role'>,
  audienceName: AudienceName | undefined,
  relationship: Relationship,
  subject: MemberRow | undefined,
): boolean {
  if (!audienceName) return false;
  const audience = AUDIENCES[audienceName];
  // A member is never staff, and staff are never a member (sandbox/README.md#personas: sam.admin has no plans).
  if (audience.callerRole !== roleOf(caller)) return false;
  if (!(audience.relationships as readonly Relationship[]).includes(relationship)) return false;
  if (audience.policyholderOnly) return subject?.isPolicyHolder === true;
  return true;
}

/**
 * The members a request about `subject` covers for a family-wide kind (claims list, spending
 * breakdown, ID cards): when the subject is the caller's own policyholder row, every member of the
 * contract the policy allows for `kind`; otherwise the subject alone.
 */
export function membersCovered(caller: AccessContext, kind: DataKind, subject: MemberRow): MemberRow[] {
  const ownPolicyholderRow = subject.isPolicyHolder && caller.own.some((own) => own.memberId === subject.memberId);
  if (!ownPolicyholderRow) return [subject];
  return [...caller.accessible.values()].filter(
    (member) => member.contractId === subject.contractId && decideForMember(caller, kind, 'read', member).allowed,
  );
}

/**
 * Read kinds the portal offers per member (member pickers, dashboard cards): what the accessrights
 * and dependents answers report in each member's `access` object.
 */
export const MEMBER_READ_KINDS = [
  'claims',
  'authorizations',
  'spending',
  'messages',
  'messageCount',
  'preferences',
  'notificationSettings',
  'healthRecord',
  'pcp',
  'documents',
  'idCards',
  'pharmacy',
  'programs',
  'findCare',
  'costEstimates',
  'coverage',
  'coverageAbroad',
  'hra',
  'address',
  'bills',
  'payments',
  'autopay',
] as const satisfies readonly DataKind[];
export type MemberReadKind = (typeof MEMBER_READ_KINDS)[number];

/** For each member read kind: may the caller read it for this member? */
export function readAccessTo(caller: AccessContext, member: MemberRow): Record<MemberReadKind, boolean> {
  const access = {} as Record<MemberReadKind, boolean>;
  for (const kind of MEMBER_READ_KINDS) access[kind] = decideForMember(caller, kind, 'read', member).allowed;
  return access;
}
