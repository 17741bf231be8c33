import { bigserial, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** The brand a plan is sold under (the portal draws its theme by it). */
export type BrandTier = 'HA' | 'BA' | 'ABCBS' | 'ABM' | 'OCTAVE';

/** One row per online account (a person who can sign in). */
export const users = pgTable('users', {
  username: text('username').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  /** Hashes of earlier passwords, newest first (reuse check). */
  passwordHistory: jsonb('password_history').$type<string[]>().notNull().default([]),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  displayName: text('display_name').notNull(),
  preferredName: text('preferred_name').notNull(),
  securityQuestions: jsonb('security_questions').$type<SecurityQuestion[]>().notNull().default([]),
  mfaPreference: text('mfa_preference').$type<'email' | 'text'>().notNull().default('email'),
  familyAccess: boolean('family_access').notNull().default(false),
  tosChecked: boolean('tos_checked').notNull().default(true),
  failedSignIns: integer('failed_sign_ins').notNull().default(0),
  /** The latest failed sign-in: failures older than a lock's length no longer count (src/auth/sign-in-lock.ts). */
  lastFailedSignInAt: timestamp('last_failed_sign_in_at', { withTimezone: true, mode: 'date' }),
  /** When the latest lock after failed sign-ins started; it ends by itself (src/auth/sign-in-lock.ts). */
  lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'date' }),
  /** 'staff': the insurer's member-services staff (the admin console, no plans); every other account is a member's. */
  role: text('role').$type<'member' | 'staff'>().notNull().default('member'),
  /** Staff block: sign-in is refused from this day on (insurer's calendar, America/Chicago). */
  blockFrom: date('block_from', { mode: 'string' }),
  /** The day the block ends: sign-in works again from it. */
  unblockFrom: date('unblock_from', { mode: 'string' }),
  communication: jsonb('communication').$type<Record<string, boolean>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export interface SecurityQuestion {
  question: string;
  /** scrypt hash of the normalised answer */
  answerHash: string;
}

/**
 * One row per person on a contract (plan). A person with an account has a username; a
 * dependent or a not-yet-registered member has none.
 */
export const members = pgTable(
  'members',
  {
    memberId: text('member_id').primaryKey(),
    username: text('username'),
    companyId: text('company_id').notNull(),
    contractId: text('contract_id').notNull(),
    memberSeqNumber: text('member_seq_number').notNull(),
    isPolicyHolder: boolean('is_policy_holder').notNull(),
    relationship: text('relationship').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    gender: text('gender').notNull(),
    ssnLast4: text('ssn_last4').notNull(),
    /** Last 4 characters of the Medicare beneficiary identifier (Medicare plans only; registration check, docs/product/validation.md#validate-registration-identity). */
    mbiLast4: text('mbi_last4'),
    contractType: text('contract_type').$type<'Medical' | 'Dental' | 'Vision'>().notNull(),
    isActive: boolean('is_active').notNull(),
    origEffDate: date('orig_eff_date', { mode: 'string' }).notNull(),
    covTermDate: date('cov_term_date', { mode: 'string' }).notNull(),
    lobDisplayName: text('lob_display_name').notNull(),
    tier1: text('tier1').$type<BrandTier>().notNull(),
    ssoType: text('sso_type'),
    planKind: text('plan_kind').notNull(),
    groupId: text('group_id').notNull(),
    groupName: text('group_name').notNull(),
    familyAccessEnabled: boolean('family_access_enabled').notNull().default(false),
    address: jsonb('address').$type<Address>().notNull(),
    rights: jsonb('rights').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('members_username_idx').on(t.username), index('members_contract_idx').on(t.contractId)],
);

export interface Address {
  address1: string;
  address2?: string;
  city: string;
  stateCode: string;
  zip: string;
  homePhone?: string;
  workPhone?: string;
}

export const claims = pgTable(
  'claims',
  {
    claimId: text('claim_id').primaryKey(),
    memberId: text('member_id').notNull(),
    claimType: text('claim_type').notNull(),
    status: text('status').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    receivedDate: date('received_date', { mode: 'string' }).notNull(),
    processedDate: date('processed_date', { mode: 'string' }),
    providerName: text('provider_name').notNull(),
    providerNpi: text('provider_npi').notNull(),
    billedCents: integer('billed_cents').notNull(),
    /** Null while the claim is pending: nothing is allowed, paid or owed until it is decided. */
    allowedCents: integer('allowed_cents'),
    planPaidCents: integer('plan_paid_cents'),
    memberOweCents: integer('member_owe_cents'),
    lines: jsonb('lines').$type<ClaimLine[]>().notNull(),
    hasEob: boolean('has_eob').notNull(),
  },
  (t) => [
    index('claims_member_idx').on(t.memberId, t.serviceDate),
    // A pending claim has no decided figures, no processed date and no EOB; a decided one has them all
    // ("Data that never contradicts itself").
    check(
      'claims_pending_has_no_figures_check',
      sql`(${t.status} = 'Pending') = (${t.allowedCents} is null and ${t.planPaidCents} is null and ${t.memberOweCents} is null and ${t.processedDate} is null and not ${t.hasEob})`,
    ),
  ],
);

/** One service on a claim. Only `billed` is known while the claim is pending; the rest are null. */
export interface ClaimLine {
  line: number;
  procedureCode: string;
  description: string;
  billed: number;
  allowed: number | null;
  planPaid: number | null;
  deductible: number | null;
  copay: number | null;
  coinsurance: number | null;
  notCovered: number | null;
  remarkCode?: string;
}

export const priorAuths = pgTable(
  'prior_auths',
  {
    authId: text('auth_id').primaryKey(),
    memberId: text('member_id').notNull(),
    status: text('status').notNull(),
    category: text('category').notNull(),
    service: text('service').notNull(),
    requestingProvider: text('requesting_provider').notNull(),
    facility: text('facility').notNull(),
    diagnosis: text('diagnosis').notNull(),
    requestedDate: date('requested_date', { mode: 'string' }).notNull(),
    decisionDate: date('decision_date', { mode: 'string' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    unitsRequested: integer('units_requested').notNull(),
    unitsApproved: integer('units_approved').notNull(),
    history: jsonb('history').$type<{ date: string; status: string; note: string }[]>().notNull(),
  },
  (t) => [
    index('prior_auths_member_idx').on(t.memberId),
    // A status fits its dates (src/seed/authorizations.ts): only a decision has a decision
    // date, dated on or after the request, and a period ends on or after it starts.
    check('prior_auths_decision_date_check', sql`(${t.status} in ('New Request', 'Under Review')) = (${t.decisionDate} is null)`),
    check(
      'prior_auths_dates_in_order_check',
      sql`(${t.decisionDate} is null or ${t.decisionDate} >= ${t.requestedDate}) and (${t.endDate} is null or ${t.endDate} >= ${t.startDate})`,
    ),
  ],
);

export const messages = pgTable(
  'messages',
  {
    messageId: text('message_id').primaryKey(),
    memberId: text('member_id').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    category: text('category').notNull(),
    status: text('status').$type<'UNREAD' | 'READ'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('messages_member_idx').on(t.memberId, t.createdAt)],
);

/** Small per-member documents: preferences, notification settings, autopay, accumulators, PHR... */
export const memberState = pgTable(
  'member_state',
  {
    memberId: text('member_id').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.key] })],
);

export const hraTransactions = pgTable(
  'hra_transactions',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    claimId: text('claim_id'),
  },
  (t) => [index('hra_member_idx').on(t.memberId)],
);

export const bills = pgTable(
  'bills',
  {
    billId: text('bill_id').primaryKey(),
    contractId: text('contract_id').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    paidCents: integer('paid_cents').notNull(),
    status: text('status').notNull(),
  },
  (t) => [
    index('bills_contract_idx').on(t.contractId),
    // A bill is never paid beyond what it asks for, whatever runs at the same time (payments lock the
    // bill's row to check the balance; this is the last line if anything ever does not).
    check('bills_paid_within_amount_check', sql`${t.paidCents} >= 0 and ${t.paidCents} <= ${t.amountCents}`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    paymentId: text('payment_id').primaryKey(),
    contractId: text('contract_id').notNull(),
    billId: text('bill_id'),
    amountCents: integer('amount_cents').notNull(),
    method: text('method').notNull(),
    accountLast4: text('account_last4').notNull(),
    status: text('status').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull(),
    confirmationNumber: text('confirmation_number').notNull(),
  },
  (t) => [
    index('payments_contract_idx').on(t.contractId),
    // A payment moves money: at least one cent.
    check('payments_amount_positive_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The first answer to each payment or autopay change, by the key its request carried in its
 * Idempotency-Key header, per user: a repeated key gets this answer again and changes nothing. Written
 * in the same transaction as the change it answers. `request_hash` is a SHA-256 of what the request
 * asked for, with card and account numbers cut to their last 4 digits, so a key sent again with other
 * details is told apart and nothing here could give a card number back.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    username: text('username').notNull(),
    key: text('key').notNull(),
    memberId: text('member_id').notNull(),
    /** Method and route template ('POST /members/:memberId/payments'). */
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.username, t.key] })],
);

export const idCardRequests = pgTable('id_card_requests', {
  id: serial('id').primaryKey(),
  memberId: text('member_id').notNull(),
  kind: text('kind').$type<'order' | 'email' | 'fax'>().notNull(),
  destination: text('destination').notNull(),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const documents = pgTable('documents', {
  documentId: text('document_id').primaryKey(),
  /** null: a form available to every member */
  memberId: text('member_id'),
  category: text('category').notNull(),
  title: text('title').notNull(),
  documentType: text('document_type').notNull(),
  version: text('version').notNull(),
  published: date('published', { mode: 'string' }).notNull(),
  contractTypes: jsonb('contract_types').$type<string[]>().notNull(),
});

export const providers = pgTable('providers', {
  providerId: text('provider_id').primaryKey(),
  npi: text('npi').notNull(),
  name: text('name').notNull(),
  specialty: text('specialty').notNull(),
  isPcp: boolean('is_pcp').notNull(),
  acceptingNewPatients: boolean('accepting_new_patients').notNull(),
  address1: text('address1').notNull(),
  city: text('city').notNull(),
  stateCode: text('state_code').notNull(),
  zip: text('zip').notNull(),
  phone: text('phone').notNull(),
  languages: jsonb('languages').$type<string[]>().notNull(),
  networks: jsonb('networks').$type<string[]>().notNull(),
  gender: text('gender').notNull(),
});

export const coverages = pgTable(
  'coverages',
  {
    coverageId: text('coverage_id').primaryKey(),
    memberId: text('member_id').notNull(),
    subscriberId: text('subscriber_id').notNull(),
    contractId: text('contract_id').notNull(),
    typeCode: text('type_code').$type<'hip' | 'dental' | 'vision'>().notNull(),
    status: text('status').$type<'active' | 'cancelled'>().notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    groupId: text('group_id').notNull(),
    groupName: text('group_name').notNull(),
    planName: text('plan_name').notNull(),
    relationship: text('relationship').notNull(),
    costs: jsonb('costs').$type<CoverageCost[]>().notNull(),
  },
  (t) => [index('coverages_member_idx').on(t.memberId)],
);

export interface CoverageCost {
  code: string;
  text: string;
  kind: 'money' | 'percent';
  value: number;
}

export const contactRequests = pgTable('contact_requests', {
  id: serial('id').primaryKey(),
  username: text('username'),
  memberId: text('member_id'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Every email and text the sandbox "sends" (passcodes, confirmations). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    channel: text('channel').$type<'email' | 'text'>().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('outbox_to_idx').on(t.to)],
);

/** One-time passcodes (sign-in MFA and account recovery). */
export const passcodes = pgTable('passcodes', {
  id: text('id').primaryKey(),
  username: text('username').notNull(),
  purpose: text('purpose').$type<'signin' | 'recovery'>().notNull(),
  channel: text('channel').$type<'email' | 'text'>().notNull(),
  address: text('address').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
});

/** oidc-provider storage (sessions, grants, codes, refresh tokens, interactions). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
  ],
);

/** Process-wide settings: user notice, system availability, signing keys. */
export const sandboxSettings = pgTable('sandbox_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
});

export type AuditActorRole = 'member' | 'staff' | 'anonymous' | 'system';
export type AuditOutcome = 'allowed' | 'denied' | 'success' | 'failure';

/**
 * Who did what to whose data, and whether it was allowed. Append-only: the
 * migration adds a trigger that refuses UPDATE, DELETE and TRUNCATE, and the development reset does
 * not touch it (like oidc_payloads). Holds no member data: ids, usernames, an action name, a route
 * template and a status only (no names, birth dates, message text, amounts, emails or phones).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Username of the caller, or 'anonymous' (signed out, or an unknown username at sign-in). */
    actor: text('actor').notNull(),
    actorRole: text('actor_role').$type<AuditActorRole>().notNull(),
    subjectMemberId: text('subject_member_id'),
    subjectUsername: text('subject_username'),
    /** `<kind>.<read|change>` for member data, or an account event such as 'signin.failure'. */
    action: text('action').notNull(),
    outcome: text('outcome').$type<AuditOutcome>().notNull(),
    /** Method and route template ('GET /members/:memberId/claims'), never a concrete URL. */
    route: text('route'),
    status: integer('status'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_subject_member_idx').on(t.subjectMemberId, t.at),
    index('audit_log_subject_username_idx').on(t.subjectUsername, t.at),
    index('audit_log_actor_idx').on(t.actor, t.at),
    check('audit_log_actor_role_check', sql`${t.actorRole} in ('member', 'staff', 'anonymous', 'system')`),
    check('audit_log_outcome_check', sql`${t.outcome} in ('allowed', 'denied', 'success', 'failure')`),
  ],
);
