import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import {
  adminSearchMaxResults,
  adminSearchNameMinLength,
  adminSearchProblem,
  characterCount,
  emailMaxLength,
  nameMaxLength,
  usernameMaxLength,
  type AdminSearchTerms,
} from '@portal/contracts/field-rules';
import type { AppDeps } from '../../app.ts';
import { blockStatus } from '../../auth/account-block.ts';
import { isLocked, NO_SIGN_IN_FAILURES, SIGN_IN_LOCK_MINUTES } from '../../auth/sign-in-lock.ts';
import { accountRefMemberId, callerOf, membersReturned, routeLabel } from '../../access/route-access.ts';
import { recordSessionsRevoked, type AuditAction, type AuditRecord } from '../../audit/audit-trail.ts';
import { members, users } from '../../db/schema.ts';
import { insurerDayStart, insurerToday, nextDay } from '../../seed/dates.ts';
import { refuseWhenThrottled } from '../throttling.ts';
import { callError, coded, codedMessage, fieldError } from '../errors.ts';
import { IsoDate, PageInfo, responses, bearer } from '../schemas.ts';
import { ACCOUNT_REF_PATTERN, type AccountRefs } from '../account-refs.ts';

/*
 * The admin console of the insurer's member-services staff (docs/product/routes-and-guards.md#guards-rights-key, docs/product/roles-and-rights.md#rights-staff, docs/product/errors-and-messages.md#messages-success ADM):
 * find an account, see its state and sign-in history, block or unblock it by date, end a lock-out,
 * and read its audit entries. Every route is the staff audience's alone (src/access/access-policy.ts
 * adminAccounts, adminAudit): a member is refused with 403 ADM-0007, and staff reach no member route.
 *
 * What staff see of a member: name, username, member id, plan and the account's state. Never the
 * SSN, a password, a passcode or a security answer: the response schemas below name every field an
 * answer may carry, and fastify's serializer drops anything else.
 * Search terms travel in the body, never in a URL, and an account's routes name it by its opaque
 * reference (`accountRef`, src/api/account-refs.ts), never by the member id: the portal's address bar,
 * the browser's history, the API's URLs and the log lines hold no member data (docs/security.md
 * "No member data in URLs"). An unknown reference is 404 ADM-0003, as a member with no account is.
 */

/** What the admin routes need beyond the app's dependencies: the account references the access hooks resolve. */
export interface AdminRoutesOptions extends AppDeps {
  accountRefs: AccountRefs;
}

const tags = ['admin'];
const STAFF_ONLY = { refusalCode: 'ADM-0007' } as const;

const AccountRef = Type.String({
  pattern: ACCOUNT_REF_PATTERN,
  description: "The account's opaque reference (22 base64url characters); never the member id",
});
// Any text up to 64 characters in the path: one that is no reference is 404 ADM-0003 to staff, as an
// unknown one is, and 403 ADM-0007 to a member, as every admin route is (no 400 that tells shapes apart).
const AccountRefParams = Type.Object({
  accountRef: Type.String({
    minLength: 1,
    maxLength: 64,
    description: "The account's reference from a search result (`accountRef`), never the member id",
  }),
});

const Term = (max: number) => Type.Optional(Type.String({ maxLength: max }));
const SearchBody = Type.Object(
  {
    username: Term(usernameMaxLength),
    memberId: Term(32),
    email: Term(emailMaxLength),
    firstName: Term(nameMaxLength),
    lastName: Term(nameMaxLength),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  },
  {
    additionalProperties: false,
    description: `A whole username, memberId or email (case-insensitive), or at least the first ${adminSearchNameMinLength} letters of both firstName and lastName (names match from their start); every term given must match. At most ${adminSearchMaxResults} accounts are shown`,
  },
);

const BlockBody = Type.Object(
  {
    blockFrom: Type.Optional({ ...IsoDate, description: 'Sign-in is refused from this day (today or later, Central time)' }),
    unblockFrom: Type.Optional({ ...IsoDate, description: 'The block ends on this day (today or later)' }),
  },
  {
    additionalProperties: false,
    description: 'A block date or an unblock date, not both (docs/product/routes-and-guards.md#guards-rights-key; ADM-0002)',
  },
);

const AuditQuery = Type.Object(
  {
    action: Type.Optional(
      Type.String({
        pattern: '^[a-zA-Z-]+\\.[a-z-]+$',
        maxLength: 60,
        description: "An action, e.g. 'signin.failure', 'account.blocked', 'claims.read'",
      }),
    ),
    from: Type.Optional({ ...IsoDate, description: 'Entries on or after this day (Central time)' }),
    to: Type.Optional({ ...IsoDate, description: 'Entries on or before this day (Central time)' }),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  },
  { additionalProperties: false },
);

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
export const AccountState = Type.Object(
  {
    status: Type.Union(
      ['active', 'locked', 'blocked', 'blockScheduled', 'notRegistered'].map((s) => Type.Literal(s)),
      {
        description: 'blocked outranks locked; blockScheduled: a block date after today',
      },
    ),
    locked: Type.Boolean({
      description: `Locked after failed sign-ins (LOG-0015/0018); a lock ends by itself ${SIGN_IN_LOCK_MINUTES} minutes after it starts`,
    }),
    lockedAt: Nullable(Type.String({ format: 'date-time', description: 'When the current lock started; null when not locked' })),
    blockFrom: Nullable(IsoDate),
    unblockFrom: Nullable(IsoDate),
  },
  { $id: 'AdminAccountState' },
);
const PlanSummary = Type.Object({ contractType: Type.String(), name: Type.String(), isActive: Type.Boolean() });
export const AccountSummary = Type.Object(
  {
    accountRef: AccountRef,
    memberId: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    username: Nullable(Type.String()),
    plan: PlanSummary,
    state: Type.Unsafe({ $ref: 'AdminAccountState#' }),
  },
  { $id: 'AdminAccountSummary' },
);
const summaryRef = Type.Unsafe<unknown>({ $ref: 'AdminAccountSummary#' });
const HistoryEntry = Type.Object({
  at: Type.String({ format: 'date-time' }),
  action: Type.String(),
  outcome: Type.String(),
  actor: Type.String(),
  actorRole: Type.String(),
});
const AuditEntry = Type.Object({
  at: Type.String({ format: 'date-time' }),
  actor: Type.String(),
  actorRole: Type.String(),
  action: Type.String(),
  outcome: Type.String(),
  subjectMemberId: Nullable(Type.String()),
  subjectUsername: Nullable(Type.String()),
  route: Nullable(Type.String()),
  status: Type.Union([Type.Integer(), Type.Null()]),
});

/** The events of the sign-in history (successes, failures, locks, unlocks, blocks). */
export const SIGN_IN_HISTORY_ACTIONS: readonly AuditAction[] = [
  'signin.success',
  'signin.failure',
  'account.locked',
  'account.unlocked',
  'account.blocked',
  'account.unblocked',
];
const HISTORY_LENGTH = 20;

type MemberRow = typeof members.$inferSelect;
interface AccountRow {
  lockedAt: Date | null;
  blockFrom: string | null;
  unblockFrom: string | null;
}

function stateOf(member: Pick<MemberRow, 'username'>, account: AccountRow | null, today: string) {
  // A lock that has ended by itself is no lock (src/auth/sign-in-lock.ts).
  const locked = account !== null && isLocked(account);
  const base = {
    locked,
    lockedAt: locked ? account.lockedAt!.toISOString() : null,
    blockFrom: account?.blockFrom ?? null,
    unblockFrom: account?.unblockFrom ?? null,
  };
  if (!member.username || !account) return { ...base, status: 'notRegistered' as const };
  const block = blockStatus(account, today);
  const status = block === 'blocked' ? 'blocked' : locked ? 'locked' : block === 'scheduled' ? 'blockScheduled' : 'active';
  return { ...base, status };
}

function summaryOf(refs: AccountRefs, member: MemberRow, account: AccountRow | null, today: string) {
  return {
    accountRef: refs.refOf(member.memberId),
    memberId: member.memberId,
    firstName: member.firstName,
    lastName: member.lastName,
    username: member.username,
    plan: { contractType: member.contractType, name: member.lobDisplayName, isActive: member.isActive },
    state: stateOf(member, account, today),
  };
}

/** A LIKE pattern matching text that starts with the term, its own % and _ taken literally. */
function startingWith(term: string): string {
  return `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The account's columns staff may see (a left join gives null for a member with no account: the username is never null). */
const accountColumns = { username: users.username, lockedAt: users.lockedAt, blockFrom: users.blockFrom, unblockFrom: users.unblockFrom };

async function memberAndAccount(deps: AdminRoutesOptions, memberId: string): Promise<{ member: MemberRow; account: AccountRow | null }> {
  const { db } = deps.database;
  const rows = await db
    .select({ member: members, account: accountColumns })
    .from(members)
    .leftJoin(users, eq(users.username, members.username))
    .where(eq(members.memberId, memberId))
    .limit(1);
  const row = rows[0];
  if (!row) throw coded('ADM-0003');
  return { member: row.member, account: row.account?.username ? row.account : null };
}

/** The member and their online account; an unknown member, or one with no account, is ADM-0003. */
async function registeredAccount(
  deps: AdminRoutesOptions,
  memberId: string,
): Promise<{ member: MemberRow & { username: string }; account: AccountRow }> {
  const found = await memberAndAccount(deps, memberId);
  if (!found.member.username || !found.account) throw coded('ADM-0003');
  return { member: found.member as MemberRow & { username: string }, account: found.account };
}

function staffEvent(
  deps: AdminRoutesOptions,
  request: FastifyRequest,
  action: AuditAction,
  member: { memberId: string; username: string },
  status: number,
) {
  deps.audit.record({
    actor: callerOf(request).username,
    actorRole: 'staff',
    action,
    outcome: 'success',
    route: routeLabel(request.method, request.routeOptions.url),
    status,
    subjectMemberId: member.memberId,
    subjectUsername: member.username,
  });
}

/** The member id the path's account reference stands for (the access hooks resolved it); an unknown reference is ADM-0003. */
function memberIdOf(request: FastifyRequest): string {
  const memberId = accountRefMemberId(request);
  if (memberId === undefined) throw coded('ADM-0003');
  return memberId;
}

function searchAccounts(api: FastifyInstance, deps: AdminRoutesOptions): void {
  const { db } = deps.database;
  const refs = deps.accountRefs;
  api.post<{ Body: Static<typeof SearchBody> }>(
    '/admin/accounts/search',
    {
      config: { access: { kind: 'adminAccounts', action: 'read', subject: 'none', ...STAFF_ONLY }, errorCode: 'ADM-0001' },
      schema: {
        tags,
        security: bearer,
        body: SearchBody,
        summary: `Staff: find accounts by a whole username, member ID or email, or the start of both names (ADM-0001 when empty, ADM-0009 when too broad); at most ${adminSearchMaxResults} accounts, paged`,
        response: responses(
          {
            200: Type.Object({
              accounts: Type.Array(summaryRef),
              ...PageInfo,
              moreMatches: Type.Boolean({
                description: `More accounts matched than the ${adminSearchMaxResults} that can be shown: narrow the search`,
              }),
            }),
          },
          [400, 401, 403, 429],
        ),
      },
    },
    async (request, reply) => {
      const ctx = callerOf(request);
      const term = (name: keyof AdminSearchTerms) => (request.body[name] ?? '').trim();
      const terms: AdminSearchTerms = {
        username: term('username'),
        memberId: term('memberId'),
        email: term('email'),
        firstName: term('firstName'),
        lastName: term('lastName'),
      };
      const problem = adminSearchProblem(terms);
      if (problem === 'empty') {
        throw coded('ADM-0001', {
          validationErrors: [{ field: 'username', message: 'Enter at least one of username, member ID, email, first name or last name.' }],
        });
      }
      if (problem === 'tooBroad') {
        const field = characterCount(terms.firstName) < adminSearchNameMinLength ? 'firstName' : 'lastName';
        throw coded('ADM-0009', { validationErrors: [{ field, message: codedMessage('ADM-0009') }] });
      }
      const checks = [['adminSearchesPerAccount', ctx.username]] as const;
      refuseWhenThrottled(deps.state.throttles, reply, checks);
      deps.state.throttles.record(checks);
      const where: SQL[] = [];
      // Identifiers match whole (case-insensitive), names from their start.
      if (terms.username) where.push(eq(sql`lower(${members.username})`, terms.username.toLowerCase()));
      if (terms.memberId) where.push(eq(sql`upper(${members.memberId})`, terms.memberId.toUpperCase()));
      if (terms.email) where.push(eq(sql`lower(${users.email})`, terms.email.toLowerCase()));
      if (terms.firstName) where.push(ilike(members.firstName, startingWith(terms.firstName)));
      if (terms.lastName) where.push(ilike(members.lastName, startingWith(terms.lastName)));
      const page = request.body.page ?? 1;
      const pageSize = request.body.pageSize ?? 10;
      const condition = and(...where);
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(members)
        .leftJoin(users, eq(users.username, members.username))
        .where(condition);
      const matched = counted?.n ?? 0;
      // Only the first adminSearchMaxResults matches can be shown, on any page.
      const total = Math.min(matched, adminSearchMaxResults);
      const offset = (page - 1) * pageSize;
      const rows =
        offset >= total
          ? []
          : await db
              .select({ member: members, account: accountColumns })
              .from(members)
              .leftJoin(users, eq(users.username, members.username))
              .where(condition)
              .orderBy(asc(members.lastName), asc(members.firstName), asc(members.memberId))
              .limit(Math.min(pageSize, total - offset))
              .offset(offset);
      // Each member shown gets an audit entry by the staff member (their audit view lists who saw them).
      membersReturned(
        request,
        rows.map((r) => r.member),
      );
      const today = insurerToday();
      return {
        accounts: rows.map((r) => summaryOf(refs, r.member, r.account?.username ? r.account : null, today)),
        page,
        pageSize,
        total,
        totalPages: Math.ceil(total / pageSize),
        moreMatches: matched > total,
      };
    },
  );
}

function accountDetail(api: FastifyInstance, deps: AdminRoutesOptions): void {
  const { db } = deps.database;
  const refs = deps.accountRefs;
  api.get<{ Params: Static<typeof AccountRefParams> }>(
    '/admin/accounts/:accountRef',
    {
      config: { access: { kind: 'adminAccounts', action: 'read', subject: 'params.accountRef', ...STAFF_ONLY } },
      schema: {
        tags,
        security: bearer,
        params: AccountRefParams,
        summary: 'Staff: one account: its state, its plans and its sign-in history (successes, failures, locks, unlocks, blocks)',
        response: responses(
          {
            200: Type.Object({
              account: summaryRef,
              plans: Type.Array(Type.Object({ memberId: Type.String(), ...PlanSummary.properties })),
              signInHistory: Type.Array(HistoryEntry),
            }),
          },
          [401, 403, 404],
        ),
      },
    },
    async (request) => {
      const { member, account } = await memberAndAccount(deps, memberIdOf(request));
      const plans = member.username
        ? await db.select().from(members).where(eq(members.username, member.username)).orderBy(asc(members.memberId))
        : [member];
      const history: AuditRecord[] = member.username
        ? await deps.audit.query({
            account: { memberId: member.memberId, username: member.username },
            actions: SIGN_IN_HISTORY_ACTIONS,
            limit: HISTORY_LENGTH,
          })
        : [];
      return {
        account: summaryOf(refs, member, account, insurerToday()),
        plans: plans.map((p) => ({ memberId: p.memberId, contractType: p.contractType, name: p.lobDisplayName, isActive: p.isActive })),
        signInHistory: history.map((e) => ({
          at: e.at.toISOString(),
          action: e.action,
          outcome: e.outcome,
          actor: e.actor,
          actorRole: e.actorRole,
        })),
      };
    },
  );
}

function setBlockDates(api: FastifyInstance, deps: AdminRoutesOptions): void {
  const { db } = deps.database;
  const refs = deps.accountRefs;
  api.post<{ Params: Static<typeof AccountRefParams>; Body: Static<typeof BlockBody> }>(
    '/admin/accounts/:accountRef/block-dates',
    {
      config: { access: { kind: 'adminAccounts', action: 'change', subject: 'params.accountRef', ...STAFF_ONLY }, errorCode: 'ADM-0002' },
      schema: {
        tags,
        security: bearer,
        params: AccountRefParams,
        body: BlockBody,
        summary:
          'Staff: block the account from a date (today or later), or end its block from a date; never both in one request (ADM-0002)',
        response: responses({ 200: Type.Object({ account: summaryRef }) }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      const { blockFrom, unblockFrom } = request.body;
      // docs/product/routes-and-guards.md#guards-rights-key: a block date or an unblock date is given, not both (and not neither).
      if ((blockFrom === undefined) === (unblockFrom === undefined)) {
        const message =
          blockFrom === undefined ? 'Give a block date or an unblock date.' : 'Give a block date or an unblock date, not both.';
        throw coded('ADM-0002', { validationErrors: [{ field: blockFrom === undefined ? 'blockFrom' : 'unblockFrom', message }] });
      }
      const { member, account } = await registeredAccount(deps, memberIdOf(request));
      const today = insurerToday();
      const status = blockStatus(account, today);
      if (blockFrom !== undefined) {
        if (blockFrom < today) throw fieldError('ADM-0006', 'blockFrom', 'Choose a block date of today or later.');
        if (status !== 'none') throw coded('ADM-0004');
        await db.update(users).set({ blockFrom, unblockFrom: null }).where(eq(users.username, member.username));
        staffEvent(deps, request, 'account.blocked', member, 200);
        // A block from today also ends the member's sessions now, not when their tokens expire.
        if (blockFrom === today) {
          const ended = await deps.grants.revokeAccountGrants(member.username);
          recordSessionsRevoked(deps.audit, ended, {
            actor: callerOf(request).username,
            actorRole: 'staff',
            subjectUsername: member.username,
            route: routeLabel(request.method, request.routeOptions.url),
            status: 200,
          });
        }
      } else {
        if (unblockFrom! < today) throw fieldError('ADM-0006', 'unblockFrom', 'Choose an unblock date of today or later.');
        if (status === 'none') throw coded('ADM-0005');
        await db.update(users).set({ unblockFrom }).where(eq(users.username, member.username));
        staffEvent(deps, request, 'account.unblocked', member, 200);
      }
      const after = await registeredAccount(deps, member.memberId);
      return { account: summaryOf(refs, after.member, after.account, today) };
    },
  );
}

function unlockAccount(api: FastifyInstance, deps: AdminRoutesOptions): void {
  const { db } = deps.database;
  const refs = deps.accountRefs;
  api.post<{ Params: Static<typeof AccountRefParams> }>(
    '/admin/accounts/:accountRef/unlock',
    {
      config: { access: { kind: 'adminAccounts', action: 'change', subject: 'params.accountRef', ...STAFF_ONLY } },
      schema: {
        tags,
        security: bearer,
        params: AccountRefParams,
        summary: 'Staff: end a lock-out after failed sign-ins (LOG-0015/LOG-0018); an account that is not locked is left as it is',
        response: responses({ 200: Type.Object({ account: summaryRef }) }, [401, 403, 404]),
      },
    },
    async (request) => {
      const { member, account } = await registeredAccount(deps, memberIdOf(request));
      if (isLocked(account)) {
        await db.update(users).set(NO_SIGN_IN_FAILURES).where(eq(users.username, member.username));
        staffEvent(deps, request, 'account.unlocked', member, 200);
      }
      const after = await registeredAccount(deps, member.memberId);
      return { account: summaryOf(refs, after.member, after.account, insurerToday()) };
    },
  );
}

function accountAudit(api: FastifyInstance, deps: AdminRoutesOptions): void {
  const refs = deps.accountRefs;
  api.get<{ Params: Static<typeof AccountRefParams>; Querystring: Static<typeof AuditQuery> }>(
    '/admin/accounts/:accountRef/audit',
    {
      config: { access: { kind: 'adminAudit', action: 'read', subject: 'params.accountRef', ...STAFF_ONLY } },
      schema: {
        tags,
        security: bearer,
        params: AccountRefParams,
        querystring: AuditQuery,
        summary:
          "Staff: the account's audit entries (about the member or the account, or by the account), newest first; filters by action and by day",
        response: responses(
          {
            200: Type.Object({
              account: summaryRef,
              entries: Type.Array(AuditEntry),
              page: Type.Integer(),
              pageSize: Type.Integer(),
              hasMore: Type.Boolean(),
            }),
          },
          [400, 401, 403, 404],
        ),
      },
    },
    async (request) => {
      const { action, from, to } = request.query;
      if (from && to && from > to) {
        throw callError(400, 'BP-NFA-400', 'The end date must be on or after the start date.', [
          { field: 'to', message: 'The end date must be on or after the start date.' },
        ]);
      }
      const { member, account } = await memberAndAccount(deps, memberIdOf(request));
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? 25;
      const found = await deps.audit.query({
        account: { memberId: member.memberId, username: member.username },
        action,
        from: from ? insurerDayStart(from) : undefined,
        // Through the end of the day: before the next day starts.
        to: to ? new Date(insurerDayStart(nextDay(to)).getTime() - 1) : undefined,
        limit: pageSize + 1,
        offset: (page - 1) * pageSize,
      });
      return {
        account: summaryOf(refs, member, account, insurerToday()),
        entries: found.slice(0, pageSize).map((e) => ({
          at: e.at.toISOString(),
          actor: e.actor,
          actorRole: e.actorRole,
          action: e.action,
          outcome: e.outcome,
          subjectMemberId: e.subjectMemberId,
          subjectUsername: e.subjectUsername,
          route: e.route,
          status: e.status,
        })),
        page,
        pageSize,
        hasMore: found.length > pageSize,
      };
    },
  );
}

/** The staff's admin console: find an account, its state and history, block dates, unlock, audit entries. */
export default async function adminRoutes(api: FastifyInstance, deps: AdminRoutesOptions): Promise<void> {
  searchAccounts(api, deps);
  accountDetail(api, deps);
  setBlockDates(api, deps);
  unlockAccount(api, deps);
  accountAudit(api, deps);
}
