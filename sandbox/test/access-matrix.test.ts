/*
 * The access matrix: every member API and FHIR route that the sandbox actually
 * registers, asked by every relationship of caller to subject, with the exact answer expected.
 *
 * The routes come from the running sandbox (`sandbox.routes`, collected by an onRoute hook), not a
 * list kept here: a new route without a case below fails the first test. The audiences are written
 * out here on purpose instead of being imported from src/access/access-policy.ts, so that a weakened
 * policy table, or a route declaring a wider kind, fails this test too.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { and, eq, isNull } from 'drizzle-orm';
import { bills, claims, documents, messages, priorAuths, providers } from '../src/db/schema.ts';
import type { AuditRecord } from '../src/audit/audit-trail.ts';
import { insurerToday } from '../src/seed/dates.ts';
import { accountRef } from '../src/api/account-refs.ts';
import { developmentAccountRefSecret } from '../src/config.ts';
import { PASSWORD, signIn, startServer, type TestServer } from './helpers.ts';

const AVA = 'H1000100101';
const NOAH = 'H1000100102';
const MIA = 'H1000100103';
const HAL = 'H8000800101';
/** A member id and a username that exist nowhere: answered exactly as another family's (no enumeration). */
const NO_SUCH_MEMBER = 'H9999999901';
const NO_SUCH_USER = 'nobody.at.all';
/** The admin console's account reference of a member id, under the development key the test server uses. */
const refOf = (memberId: string) => accountRef(memberId, developmentAccountRefSecret);

/** Who asks about whom. `username` is the subject of users/:userId routes. */
const RELATIONSHIPS = {
  self: { caller: 'ava.medical', memberId: AVA, username: 'ava.medical' },
  minorDependent: { caller: 'ava.medical', memberId: MIA, username: NO_SUCH_USER },
  adultDependentWithoutFamilyAccess: { caller: 'ava.medical', memberId: NOAH, username: 'noah.dependent' },
  adultDependentWithFamilyAccess: { caller: 'ava.medical', memberId: NOAH, username: 'noah.dependent' },
  anotherFamily: { caller: 'ava.medical', memberId: HAL, username: 'hal.inbox' },
  noSuchMember: { caller: 'ava.medical', memberId: NO_SUCH_MEMBER, username: NO_SUCH_USER },
  dependentAsksPolicyholder: { caller: 'noah.dependent', memberId: AVA, username: 'ava.medical' },
  /** A dependent's own row: self, but not the policyholder (bills, address change). */
  dependentOwnRow: { caller: 'noah.dependent', memberId: NOAH, username: 'noah.dependent' },
  /**
   * The insurer's member-services staff: admitted to the admin console about any member,
   * refused every member route, their own account's included (sam.admin is not a member).
   */
  staff: { caller: 'sam.admin', memberId: AVA, username: 'sam.admin' },
  signedOut: { caller: null, memberId: AVA, username: 'ava.medical' },
} as const;
type RelationshipName = keyof typeof RELATIONSHIPS;
/** Every signed-in member (staff are not members). */
const SIGNED_IN = (Object.keys(RELATIONSHIPS) as RelationshipName[]).filter((r) => r !== 'signedOut' && r !== 'staff');

/** Who may use a route, as the relationships above (the policy table in words). */
const AUDIENCES = {
  familyShared: ['self', 'dependentOwnRow', 'minorDependent', 'adultDependentWithFamilyAccess'],
  guardian: ['self', 'dependentOwnRow', 'minorDependent'],
  self: ['self', 'dependentOwnRow'],
  policyholderSelf: ['self'],
  signedIn: SIGNED_IN,
  staff: ['staff'],
} satisfies Record<string, RelationshipName[]>;
type Audience = keyof typeof AUDIENCES;

interface Subject {
  memberId: string;
  username: string;
  /** The caller's own member id (the primary subject of "further subject" cases). */
  own: string;
  caller: string;
}
interface Call {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}
interface Expected {
  status: number;
  code?: string;
  message?: RegExp;
}
interface RouteCase {
  audience: Audience;
  call: (s: Subject) => Call;
  /** Success status. */
  ok: number;
  /** Code of a refusal: the route's docs/product/data-and-calls.md#calls-bases code where it has one. */
  refusal?: string;
  /** Allowed relationships whose answer is a business rule, not the success status (never an access refusal). */
  domain?: Partial<Record<RelationshipName, Expected>>;
  /** The same route with the subject in its further field (query, body) and the caller's own member as primary. */
  further?: (s: Subject) => Call;
}

const NOT_FOR_PLAN = /is not available for this plan/;

interface SeedRefs {
  claimWithEob: Record<string, string>;
  message: Record<string, string>;
  auth: Record<string, string>;
  form: { documentId: string; documentType: string; version: string };
  pcp: string;
  /** Ava's bill that is due: what a payment pays. */
  dueBill: string;
}
let refs: SeedRefs;

const prefs = {
  paperlessEob: true,
  memberNotifications: true,
  annualBenefitLetter: true,
  preferredContactMethod: 'email',
  hideTermedDependents: false,
  language: 'en-us',
};
const payment = () => ({ billId: refs.dueBill, amount: 1.25, method: 'bank', routingNumber: '082000549', accountNumber: '123456789' });
/** Payments and autopay changes carry a key of their own (a repeated one would be answered from the first). */
const newIdempotencyKey = () => ({ 'idempotency-key': randomUUID() });
const contactBody = (memberId: string) => ({
  companyId: '001',
  memberId,
  phoneNumber: '5015550101',
  comments: 'Access matrix',
  bestTimeToReach: 'Morning',
  bestDayToReach: 'Monday',
});
const year36 = new Date(Date.UTC(new Date().getUTCFullYear() - 3, 0, 1)).getUTCFullYear();

/** One case per route (method and template, relative to /member/portal/v1; FHIR with its own prefix). */
const CASES: Record<string, RouteCase> = {
  // ---- Account (users/:userId/*): self only, refused before any lookup ----
  'GET /users/:userId/memberships': {
    audience: 'self',
    ok: 200,
    refusal: 'BP-NFA-002',
    call: (s) => ({ path: `users/${s.username}/memberships` }),
  },
  'GET /users/:userId/accessrights/:companyId/:memberId/:contractType': {
    audience: 'self',
    ok: 200,
    refusal: 'BP-NFA-001',
    call: (s) => ({ path: `users/${s.username}/accessrights/001/${s.memberId}/Medical` }),
    further: (s) => ({ path: `users/${s.caller}/accessrights/001/${s.memberId}/Medical` }),
  },
  'PUT /users/:userId/password': {
    audience: 'self',
    ok: 200,
    refusal: 'BP-NFA-021',
    call: (s) => ({ path: `users/${s.username}/password`, body: { currentPassword: PASSWORD, newPassword: 'Matrix#Pass2027' } }),
  },
  'DELETE /users/:userId': {
    audience: 'self',
    ok: 200,
    refusal: 'BP-NFA-022',
    call: (s) => ({ path: `users/${s.username}`, body: { currentPassword: PASSWORD } }),
  },
  'GET /users/:userId/profile': { audience: 'self', ok: 200, call: (s) => ({ path: `users/${s.username}/profile` }) },
  'GET /users/:userId/settings': { audience: 'self', ok: 200, call: (s) => ({ path: `users/${s.username}/settings` }) },
  'PUT /users/:userId/settings': {
    audience: 'self',
    ok: 200,
    call: (s) => ({ path: `users/${s.username}/settings`, body: { backToAboutTab: true } }),
  },
  'PUT /users/:userId/profile/display-name': {
    audience: 'self',
    ok: 200,
    call: (s) => ({ path: `users/${s.username}/profile/display-name`, body: { displayName: 'Matrix' } }),
  },
  'PUT /users/:userId/profile/email': {
    audience: 'self',
    ok: 200,
    call: (s) => ({ path: `users/${s.username}/profile/email`, body: { email: 'matrix.new@example.com', currentPassword: PASSWORD } }),
  },
  'PUT /users/:userId/profile/phone': {
    audience: 'self',
    ok: 200,
    call: (s) => ({ path: `users/${s.username}/profile/phone`, body: { mobilePhone: '5015559988', currentPassword: PASSWORD } }),
  },
  'PUT /users/:userId/security-questions': {
    audience: 'self',
    ok: 200,
    call: (s) => ({
      path: `users/${s.username}/security-questions`,
      body: {
        currentPassword: PASSWORD,
        questions: [
          { question: 'First school?', answer: 'Central' },
          { question: 'First car?', answer: 'Civic' },
        ],
      },
    }),
  },
  'PUT /users/:userId/mfa-preference': {
    audience: 'self',
    ok: 200,
    call: (s) => ({ path: `users/${s.username}/mfa-preference`, body: { channel: 'text' } }),
  },
  'PUT /users/:userId/family-access': {
    audience: 'self',
    ok: 200,
    // A policyholder has no family access to give (a business rule after the policy).
    domain: { self: { status: 422, code: 'OPT-0003' } },
    call: (s) => ({ path: `users/${s.username}/family-access`, body: { memberId: s.memberId, enabled: true } }),
    further: (s) => ({ path: `users/${s.caller}/family-access`, body: { memberId: s.memberId, enabled: true } }),
  },
  'GET /users/:userId/dependents': { audience: 'self', ok: 200, call: (s) => ({ path: `users/${s.username}/dependents` }) },

  // ---- Message center: guardian ----
  'GET /message-center/:memberId/messages/count': {
    audience: 'guardian',
    ok: 200,
    refusal: 'BP-NFA-0233',
    call: (s) => ({ path: `message-center/${s.memberId}/messages/count` }),
    further: (s) => ({ path: `message-center/${s.own}/messages/count?additionalRequestedMemberIds=${s.memberId}` }),
  },
  'GET /message-center/:memberId/messages': {
    audience: 'guardian',
    ok: 200,
    call: (s) => ({ path: `message-center/${s.memberId}/messages?page=1&pageSize=5` }),
  },
  'GET /message-center/:memberId/messages/:messageId': {
    audience: 'guardian',
    ok: 200,
    refusal: 'BP-NFA-0231',
    call: (s) => ({ path: `message-center/${s.memberId}/messages/${refs.message[s.memberId]}` }),
  },
  'POST /message-center/:memberId/messages/:messageId/status': {
    audience: 'guardian',
    ok: 200,
    refusal: 'BP-NFA-0232',
    call: (s) => ({ path: `message-center/${s.memberId}/messages/${refs.message[s.memberId]}/status`, body: { status: 'READ' } }),
  },
  'DELETE /message-center/:memberId/messages/:messageId': {
    audience: 'guardian',
    ok: 200,
    refusal: 'BP-NFA-0234',
    call: (s) => ({ path: `message-center/${s.memberId}/messages/${refs.message[s.memberId]}` }),
  },
  'GET /message-center/:memberId/preferences': {
    audience: 'guardian',
    ok: 200,
    refusal: 'BP-NFA-0235',
    call: (s) => ({ path: `message-center/${s.memberId}/preferences` }),
  },
  'POST /message-center/:memberId/preferences': {
    audience: 'guardian',
    ok: 200,
    refusal: 'BP-NFA-0236',
    call: (s) => ({ path: `message-center/${s.memberId}/preferences`, body: prefs }),
  },
  'GET /message-center/:memberId/notification-settings': {
    audience: 'guardian',
    ok: 200,
    call: (s) => ({ path: `message-center/${s.memberId}/notification-settings` }),
  },
  'PUT /message-center/:memberId/notification-settings': {
    audience: 'guardian',
    ok: 200,
    call: (s) => ({
      path: `message-center/${s.memberId}/notification-settings`,
      body: { topics: [{ topic: 'claims', email: false, text: true }] },
    }),
  },

  // ---- Family-shared: claims, authorizations, spending ----
  'GET /members/:memberId/claims': {
    audience: 'familyShared',
    ok: 200,
    call: (s) => ({ path: `members/${s.memberId}/claims?pageSize=5` }),
    further: (s) => ({ path: `members/${s.own}/claims?patientMemberId=${s.memberId}` }),
  },
  'GET /members/:memberId/claims/:claimId': {
    audience: 'familyShared',
    ok: 200,
    call: (s) => ({ path: `members/${s.memberId}/claims/${refs.claimWithEob[s.memberId]}` }),
  },
  'GET /members/:memberId/claims/:claimId/eob': {
    audience: 'familyShared',
    ok: 200,
    call: (s) => ({ path: `members/${s.memberId}/claims/${refs.claimWithEob[s.memberId]}/eob` }),
  },
  'GET /members/:memberId/spending': { audience: 'familyShared', ok: 200, call: (s) => ({ path: `members/${s.memberId}/spending` }) },
  'GET /members/:memberId/prior-authorizations': {
    audience: 'familyShared',
    ok: 200,
    call: (s) => ({ path: `members/${s.memberId}/prior-authorizations` }),
  },
  'GET /members/:memberId/prior-authorizations/:authId': {
    audience: 'familyShared',
    ok: 200,
    call: (s) => ({ path: `members/${s.memberId}/prior-authorizations/${refs.auth[s.memberId]}` }),
  },

  // ---- Guardian: care, documents, cards, plan ----
  'GET /members/:memberId/hra': {
    audience: 'guardian',
    ok: 200,
    domain: { dependentOwnRow: { status: 403, message: NOT_FOR_PLAN } },
    call: (s) => ({ path: `members/${s.memberId}/hra` }),
  },
  'GET /providers': { audience: 'signedIn', ok: 200, call: () => ({ path: 'providers?pcpOnly=true' }) },
  'GET /members/:memberId/pcp': { audience: 'guardian', ok: 200, call: (s) => ({ path: `members/${s.memberId}/pcp` }) },
  'PUT /members/:memberId/pcp': {
    audience: 'guardian',
    ok: 200,
    call: (s) => ({ path: `members/${s.memberId}/pcp`, body: { providerId: refs.pcp } }),
  },
  'GET /members/:memberId/find-care': { audience: 'guardian', ok: 200, call: (s) => ({ path: `members/${s.memberId}/find-care` }) },
  'GET /members/:memberId/cost-estimates': {
    audience: 'guardian',
    ok: 200,
    call: (s) => ({ path: `members/${s.memberId}/cost-estimates?procedureCode=73721` }),
  },
  'GET /members/:memberId/health-record': { audience: 'guardian', ok: 200, call: (s) => ({ path: `members/${s.memberId}/health-record` }) },
  'GET /members/:memberId/coverage': { audience: 'guardian', ok: 200, call: (s) => ({ path: `members/${s.memberId}/coverage` }) },
  'GET /members/:memberId/coverage-abroad': {
    audience: 'guardian',
    ok: 200,
    call: (s) => ({ path: `members/${s.memberId}/coverage-abroad` }),
  },
  'GET /members/:memberId/id-cards': { audience: 'guardian', ok: 200, call: (s) => ({ path: `members/${s.memberId}/id-cards` }) },
  'POST /members/:memberId/id-cards/order': {
    audience: 'guardian',
    ok: 201,
    call: (s) => ({
      path: `members/${s.memberId}/id-cards/order`,
      body: { policyType: 'Medical', memberIds: [s.memberId], reason: 'lost' },
    }),
    further: (s) => ({ path: `members/${s.own}/id-cards/order`, body: { policyType: 'Medical', memberIds: [s.memberId], reason: 'lost' } }),
  },
  'POST /members/:memberId/id-cards/email': {
    audience: 'guardian',
    ok: 201,
    call: (s) => ({
      path: `members/${s.memberId}/id-cards/email`,
      body: { policyType: 'Medical', memberIds: [s.memberId], email: 'matrix@example.com' },
    }),
    further: (s) => ({
      path: `members/${s.own}/id-cards/email`,
      body: { policyType: 'Medical', memberIds: [s.memberId], email: 'matrix@example.com' },
    }),
  },
  'POST /members/:memberId/id-cards/fax': {
    audience: 'guardian',
    ok: 201,
    call: (s) => ({
      path: `members/${s.memberId}/id-cards/fax`,
      body: { policyType: 'Medical', memberIds: [s.memberId], faxNumber: '5015551234' },
    }),
    further: (s) => ({
      path: `members/${s.own}/id-cards/fax`,
      body: { policyType: 'Medical', memberIds: [s.memberId], faxNumber: '5015551234' },
    }),
  },
  'GET /members/:memberId/documents': { audience: 'guardian', ok: 200, call: (s) => ({ path: `members/${s.memberId}/documents` }) },
  'GET /members/:memberId/documents/:documentId': {
    audience: 'guardian',
    ok: 200,
    call: (s) => ({
      path: `members/${s.memberId}/documents/${refs.form.documentId}?documentType=${refs.form.documentType}&version=${encodeURIComponent(refs.form.version)}&action=view`,
    }),
  },
  'GET /members/:memberId/programs': { audience: 'guardian', ok: 200, call: (s) => ({ path: `members/${s.memberId}/programs` }) },
  'GET /members/:memberId/pharmacy': {
    audience: 'guardian',
    ok: 200,
    // Mia is 15: the pharmacy center starts at 17 (docs/product/roles-and-rights.md#rights-user-kinds), a business rule after the policy.
    domain: { minorDependent: { status: 403, code: 'PHA-0001' } },
    call: (s) => ({ path: `members/${s.memberId}/pharmacy` }),
  },
  'GET /members/:memberId/address': { audience: 'guardian', ok: 200, call: (s) => ({ path: `members/${s.memberId}/address` }) },
  'POST /contact': { audience: 'guardian', ok: 201, call: (s) => ({ path: 'contact', body: contactBody(s.memberId) }) },

  // ---- Policyholder's own row: bills, payments, autopay, address change ----
  'GET /members/:memberId/bills': { audience: 'policyholderSelf', ok: 200, call: (s) => ({ path: `members/${s.memberId}/bills` }) },
  'GET /members/:memberId/payments': { audience: 'policyholderSelf', ok: 200, call: (s) => ({ path: `members/${s.memberId}/payments` }) },
  'POST /members/:memberId/payments': {
    audience: 'policyholderSelf',
    ok: 201,
    call: (s) => ({ path: `members/${s.memberId}/payments`, body: payment(), headers: newIdempotencyKey() }),
  },
  'GET /members/:memberId/autopay': { audience: 'policyholderSelf', ok: 200, call: (s) => ({ path: `members/${s.memberId}/autopay` }) },
  'PUT /members/:memberId/autopay': {
    audience: 'policyholderSelf',
    ok: 200,
    call: (s) => ({ path: `members/${s.memberId}/autopay`, body: { enrolled: false }, headers: newIdempotencyKey() }),
  },
  'PUT /members/:memberId/address': {
    audience: 'policyholderSelf',
    ok: 200,
    call: (s) => ({
      path: `members/${s.memberId}/address`,
      body: { address1: '1 Matrix Way', city: 'Little Rock', stateCode: 'AR', zip: '72201' },
    }),
  },

  // ---- Self only: single sign-on as the member ----
  'POST /sso': {
    audience: 'self',
    ok: 200,
    call: (s) => ({ path: 'sso', body: { key: 'virtualcare', memberId: s.memberId } }),
    further: (s) => ({ path: 'sso', body: { key: 'virtualcare', memberId: s.own, userName: s.username } }),
  },

  // ---- Staff only: every member is refused with ADM-0007, whoever the subject ----
  'POST /admin/accounts/search': {
    audience: 'staff',
    ok: 200,
    refusal: 'ADM-0007',
    call: () => ({ path: 'admin/accounts/search', body: { firstName: 'ava', lastName: 'mar' } }),
  },
  // An account is named by its opaque reference (src/api/account-refs.ts), never the member id.
  'GET /admin/accounts/:accountRef': {
    audience: 'staff',
    ok: 200,
    refusal: 'ADM-0007',
    call: (s) => ({ path: `admin/accounts/${refOf(s.memberId)}` }),
  },
  'POST /admin/accounts/:accountRef/block-dates': {
    audience: 'staff',
    ok: 200,
    refusal: 'ADM-0007',
    call: (s) => ({ path: `admin/accounts/${refOf(s.memberId)}/block-dates`, body: { blockFrom: insurerToday() } }),
  },
  'POST /admin/accounts/:accountRef/unlock': {
    audience: 'staff',
    ok: 200,
    refusal: 'ADM-0007',
    call: (s) => ({ path: `admin/accounts/${refOf(s.memberId)}/unlock` }),
  },
  'GET /admin/accounts/:accountRef/audit': {
    audience: 'staff',
    ok: 200,
    refusal: 'ADM-0007',
    call: (s) => ({ path: `admin/accounts/${refOf(s.memberId)}/audit?action=signin.success` }),
  },

  // ---- FHIR: results filtered to allowed members; a search left with none is refused, whether the id is another family's or nobody's ----
  'GET /fhir/R4/Patient': {
    audience: 'guardian',
    ok: 200,
    refusal: 'BP-FA-004',
    call: (s) => ({ path: `/fhir/R4/Patient?identifier=${s.memberId}` }),
  },
  'GET /fhir/R4/Coverage': {
    audience: 'guardian',
    ok: 200,
    refusal: 'BP-FA-006',
    call: (s) => ({ path: `/fhir/R4/Coverage?identifier=${s.memberId}&versionId=2&_count=50&period=ge${year36}-01-01` }),
  },
};

const MEMBER_API = '/member/portal/v1';

/** 'GET /members/:memberId/claims' for a registered route (as the audit trail names routes). */
function label(method: string, url: string): string {
  return `${method} ${url.startsWith(MEMBER_API) ? url.slice(MEMBER_API.length) : url}`;
}

let server: TestServer;
const tokens: Record<string, string> = {};
let startedAt: Date;

async function request(method: string, call: Call, token: string | undefined) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  Object.assign(headers, call.headers);
  const url = `${server.base}${call.path.startsWith('/') ? call.path : `${MEMBER_API}/${call.path}`}`;
  const res = await fetch(url, { method, headers, body: call.body === undefined ? undefined : JSON.stringify(call.body) });
  const text = await res.text();
  let json: Record<string, unknown> | undefined;
  try {
    json = text && res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}

interface Refusal {
  actor: string;
  route: string;
  status: number;
  /** The member id or username the refusal is about (none for a signed-out call without one in the path). */
  subject: string | null;
}
const refusals: Refusal[] = [];
let caseCount = 0;

/** A call each caller may make, to see whether their token still works (staff have no member route). */
const PROBES: Record<string, { route: string; path: string; subject: string }> = {
  'sam.admin': { route: 'GET /admin/accounts/:accountRef', path: `admin/accounts/${refOf(AVA)}`, subject: AVA },
};

async function ensureSignedIn(username: string): Promise<void> {
  const probeCall = PROBES[username] ?? {
    route: 'GET /users/:userId/memberships',
    path: `users/${username}/memberships`,
    subject: username,
  };
  const probe = tokens[username] ? await request('GET', { path: probeCall.path }, tokens[username]) : undefined;
  if (probe?.status === 401) {
    // A token whose session ended (deleting the account ends its sessions): that probe is a refusal the audit records too.
    refusals.push({ actor: 'anonymous', route: probeCall.route, status: 401, subject: probeCall.subject });
  }
  if (!probe || probe.status === 401) tokens[username] = (await signIn(server.base, username)).access_token;
}

/** Brings the seed back, with Noah's family access on for that relationship, and live tokens. */
async function prepare(relationship: RelationshipName): Promise<void> {
  await server.reset();
  await ensureSignedIn('ava.medical');
  await ensureSignedIn('noah.dependent');
  if (relationship === 'staff') await ensureSignedIn('sam.admin');
  if (relationship === 'adultDependentWithFamilyAccess') {
    const on = await request(
      'PUT',
      { path: 'users/noah.dependent/family-access', body: { memberId: NOAH, enabled: true } },
      tokens['noah.dependent'],
    );
    assert.equal(on.status, 200, `Noah turns family access on: ${on.text}`);
  }
}

function expectedFor(c: RouteCase, relationship: RelationshipName): Expected {
  if (relationship === 'signedOut') return { status: 401, code: 'OAU-0001' };
  if ((AUDIENCES[c.audience] as RelationshipName[]).includes(relationship)) return c.domain?.[relationship] ?? { status: c.ok };
  return { status: 403, code: c.refusal ?? 'BP-NFA-403' };
}

/**
 * Whom the audit entry of a refusal names: the refused subject (a username for account routes and
 * SSO's userName, otherwise a member id); for a signed-out call, what the path names (no body is read).
 */
function auditSubject(url: string, further: boolean, s: Subject, status: number): string | null {
  const userRoute = url.includes('/users/:userId');
  if (status === 401) return userRoute ? s.username : url.includes(':memberId') ? s.memberId : null;
  // A staff search names nobody.
  if (url.endsWith('/admin/accounts/search')) return null;
  // An account reference is resolved for the audit entry: one that stands for nobody names nobody.
  if (url.includes(':accountRef')) return s.memberId === NO_SUCH_MEMBER ? null : s.memberId;
  if (further) return url.endsWith('/sso') ? s.username : s.memberId;
  return userRoute ? s.username : s.memberId;
}

/** Discovered member routes: method and label, HEAD included. */
function memberRoutes(): { method: string; url: string; label: string }[] {
  return server.sandbox.routes
    .filter(
      (r) =>
        (r.url.startsWith(`${MEMBER_API}/`) && !r.url.includes('/public/') && !r.url.endsWith('/openapi.json')) ||
        (r.url.startsWith('/fhir/R4/') && !r.url.endsWith('/metadata')),
    )
    .map((r) => ({ method: r.method, url: r.url, label: label(r.method, r.url) }));
}

before(async () => {
  startedAt = new Date();
  server = await startServer();
  const { db } = server.sandbox.database;
  refs = { claimWithEob: {}, message: {}, auth: {}, form: { documentId: '', documentType: '', version: '' }, pcp: '', dueBill: '' };
  for (const memberId of [AVA, NOAH, MIA, HAL, NO_SUCH_MEMBER]) {
    const claim = (
      await db
        .select()
        .from(claims)
        .where(and(eq(claims.memberId, memberId), eq(claims.hasEob, true)))
        .limit(1)
    )[0];
    const message = (await db.select().from(messages).where(eq(messages.memberId, memberId)).limit(1))[0];
    const auth = (await db.select().from(priorAuths).where(eq(priorAuths.memberId, memberId)).limit(1))[0];
    // Hal and the unknown member are only ever refused, so any id does for them; the family's must exist for the allowed answers.
    if (memberId !== HAL && memberId !== NO_SUCH_MEMBER) assert.ok(claim && message && auth, `seed data for ${memberId}`);
    refs.claimWithEob[memberId] = claim?.claimId ?? 'NONE';
    refs.message[memberId] = message?.messageId ?? 'NONE';
    refs.auth[memberId] = auth?.authId ?? 'NONE';
  }
  const form = (await db.select().from(documents).where(isNull(documents.memberId))).find((d) => d.contractTypes.includes('Medical'))!;
  refs.form = { documentId: form.documentId, documentType: form.documentType, version: form.version };
  refs.dueBill = (
    await db
      .select()
      .from(bills)
      .where(and(eq(bills.contractId, 'H10001001'), eq(bills.status, 'Due')))
  )[0]!.billId;
  refs.pcp = (
    await db
      .select()
      .from(providers)
      .where(and(eq(providers.isPcp, true), eq(providers.acceptingNewPatients, true)))
      .limit(1)
  )[0]!.providerId;
});
after(async () => {
  await server?.close();
});

describe('access matrix: every member route, every relationship', () => {
  it('has a case for every registered member route, and no case for a route that is gone', () => {
    const routes = memberRoutes();
    const labels = new Set(routes.map((r) => r.label));
    const missing = routes.filter((r) => r.method !== 'HEAD' && !CASES[r.label]).map((r) => r.label);
    assert.deepEqual(missing, [], `routes without an access-matrix case (add one to CASES): ${missing.join(', ')}`);
    // A HEAD route is fastify's copy of a GET route: it is asked with the GET route's case.
    for (const r of routes.filter((x) => x.method === 'HEAD')) assert.ok(CASES[label('GET', r.url)], `HEAD ${r.url} has no GET case`);
    const stale = Object.keys(CASES).filter((key) => !labels.has(key));
    assert.deepEqual(stale, [], `cases for routes that are not registered: ${stale.join(', ')}`);
  });

  for (const relationship of Object.keys(RELATIONSHIPS) as RelationshipName[]) {
    it(`answers as the policy says: ${relationship}`, async () => {
      await prepare(relationship);
      const who = RELATIONSHIPS[relationship];
      const caller = who.caller;
      const subject: Subject = {
        memberId: who.memberId,
        username: who.username,
        caller: caller ?? 'ava.medical',
        own: caller === 'noah.dependent' ? NOAH : AVA,
      };
      const failures: string[] = [];
      for (const route of memberRoutes()) {
        const c = CASES[route.method === 'HEAD' ? label('GET', route.url) : route.label];
        if (!c) continue;
        const variants: [string, Call][] = [[route.label, c.call(subject)]];
        if (c.further) variants.push([`${route.label} (further subject)`, c.further(subject)]);
        for (const [name, call] of variants) {
          const expected = expectedFor(c, relationship);
          const res = await request(route.method, call, caller ? tokens[caller] : undefined);
          caseCount += 1;
          const codeOk = route.method === 'HEAD' || !expected.code || res.json?.code === expected.code;
          const messageOk =
            route.method === 'HEAD' || !expected.message || expected.message.test(String(res.json?.message ?? res.json?.issue ?? ''));
          if (res.status !== expected.status || !codeOk || !messageOk) {
            failures.push(
              `${name}: expected ${expected.status}${expected.code ? ` ${expected.code}` : ''}, got ${res.status} ${res.text.slice(0, 160)}`,
            );
          }
          const refused = res.status === 401 || (res.status === 403 && !(relationship in (c.domain ?? {})));
          // Data of no member (the provider directory) is not audited.
          if (refused && c.audience !== 'signedIn') {
            refusals.push({
              actor: caller ?? 'anonymous',
              route: route.label,
              status: res.status,
              subject: auditSubject(route.url, name !== route.label, subject, res.status),
            });
          }
          if (route.method !== 'GET' && route.method !== 'HEAD' && res.status < 400) await prepare(relationship);
        }
      }
      assert.deepEqual(failures, [], `${relationship}: ${failures.length} answers differ from the policy:\n${failures.join('\n')}`);
    });
  }

  it("answers another member's document id under the caller's own member as one that exists nowhere (404 FRM-0003)", async () => {
    await prepare('self');
    const { db } = server.sandbox.database;
    const own = (await db.select().from(documents).where(eq(documents.memberId, AVA)))[0]!;
    const open = (documentId: string) =>
      request(
        'GET',
        {
          path: `members/${AVA}/documents/${documentId}?documentType=${own.documentType}&version=${encodeURIComponent(own.version)}&action=view`,
        },
        tokens['ava.medical'],
      );
    assert.equal((await open(own.documentId)).status, 200, 'her own document opens');
    const answers = [];
    for (const memberId of [HAL, NOAH, NO_SUCH_MEMBER]) {
      const res = await open(own.documentId.replace(AVA, memberId));
      answers.push({ status: res.status, body: res.json });
    }
    assert.deepEqual(answers[0], { status: 404, body: { code: 'FRM-0003', message: answers[0]!.body?.message } });
    assert.deepEqual(answers.slice(1), [answers[0], answers[0]], "another family's, a dependent's and nobody's document: one answer");
  });

  it("hands off only to partners and apps the plan's programs or pages offer (cara.group has no programs)", async () => {
    await server.reset();
    const cara = (await signIn(server.base, 'cara.group')).access_token;
    const CARA = 'B3000300101';
    const answers: Record<string, string> = {};
    for (const key of [
      'behavioral',
      'maternity',
      'virtualcare',
      'discounts',
      'specialdelivery',
      'costsearch',
      'interqual',
      'updatepolicymetallic',
    ]) {
      const res = await request('POST', { path: 'sso', body: { key, memberId: CARA } }, cara);
      answers[key] = `${res.status} ${String(res.json?.code ?? '')}`.trim();
      if (res.status === 403) assert.doesNotMatch(res.text, /ssoForm|SAMLResponse|Lindqvist/, `${key}: nothing of hers is sent`);
    }
    assert.deepEqual(answers, {
      behavioral: '403 BP-NFA-403',
      maternity: '403 BP-NFA-403',
      virtualcare: '403 BP-NFA-403',
      discounts: '403 BP-NFA-403',
      specialdelivery: '403 BP-NFA-403',
      // Her Find Care page (the provider directory) and her pharmacy center hand off to the cost search.
      costsearch: '200',
      interqual: '200',
      updatepolicymetallic: '403 BP-NFA-403',
    });
  });

  it('wrote an audit entry for every refusal (and a denied entry for nothing else)', async () => {
    const denied: AuditRecord[] = [];
    for (let offset = 0; ; offset += 500) {
      const page = await server.sandbox.audit.query({ outcome: 'denied', from: startedAt, limit: 500, offset });
      denied.push(...page);
      if (page.length < 500) break;
    }
    const unmatched: string[] = [];
    for (const r of refusals) {
      const same = (e: AuditRecord) => e.actor === r.actor && e.route === r.route && e.status === r.status;
      // An entry naming the subject alone first: one naming both a member and an account (staff asking
      // for SSO: neither is theirs) is left for the refusal that is about the account.
      const alone = denied.findIndex(
        (e) =>
          same(e) &&
          r.subject !== null &&
          ((e.subjectMemberId === r.subject && e.subjectUsername === null) ||
            (e.subjectUsername === r.subject && e.subjectMemberId === null)),
      );
      const i =
        alone >= 0
          ? alone
          : denied.findIndex(
              (e) => same(e) && (r.subject === null ? true : e.subjectMemberId === r.subject || e.subjectUsername === r.subject),
            );
      if (i < 0) unmatched.push(`${r.actor} ${r.route} ${r.status} ${r.subject}`);
      else denied.splice(i, 1);
    }
    assert.deepEqual(unmatched, [], `refusals with no audit entry:\n${unmatched.join('\n')}`);
    assert.deepEqual(
      denied.map((e) => `${e.actor} ${e.route} ${e.status}`),
      [],
      'denied audit entries for answers that were not refusals',
    );
    console.log(
      `access matrix: ${memberRoutes().length} member routes (HEAD included), ${caseCount} cases, ${refusals.length} refusals audited`,
    );
  });

  // After the audit check: the refusal asked here is not one of the matrix's.
  for (const relationship of ['adultDependentWithoutFamilyAccess', 'adultDependentWithFamilyAccess'] as const) {
    it(`counts messages for exactly the accessible members, never an adult dependent (${relationship})`, async () => {
      await prepare(relationship);
      const rights = await request('GET', { path: `users/ava.medical/accessrights/001/${AVA}/Medical` }, tokens['ava.medical']);
      assert.equal(rights.status, 200);
      const ids = (rights.json!.accessibleMembers as { memberId: string }[]).map((member) => member.memberId);
      assert.deepEqual(ids, [AVA, MIA], 'Ava and her 15-year-old, not Noah (19)');
      const others = ids.filter((id) => id !== AVA).join(',');
      const all = await request(
        'GET',
        { path: `message-center/${AVA}/messages/count?additionalRequestedMemberIds=${others}` },
        tokens['ava.medical'],
      );
      assert.equal(all.status, 200, all.text);
      const adult = await request(
        'GET',
        { path: `message-center/${AVA}/messages/count?additionalRequestedMemberIds=${others},${NOAH}` },
        tokens['ava.medical'],
      );
      assert.equal(adult.status, 403, adult.text);
    });
  }
});
