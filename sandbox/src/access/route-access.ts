import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { isCallErrorCode, type ErrorCode } from '@portal/contracts/error-catalogue';
import type { AccessContext, MemberRow } from '../api/access.ts';
import { callError, coded, failureCode } from '../api/errors.ts';
import type { AuditAction, AuditedMember, AuditTrail } from '../audit/audit-trail.ts';
import { currentRequestTransaction } from '../db/request-transaction.ts';
import {
  ANY_SUBJECT_AUDIENCES,
  audienceOf,
  decideForMember,
  decideForUser,
  decideWithoutSubject,
  type AccessAction,
  type DataKind,
  type Decision,
  type Relationship,
  roleOf,
} from './access-policy.ts';

/*
 * Central enforcement of the access policy (access-policy.ts) on member API and FHIR routes
 * (sandbox/README.md#access-policy):
 * - onRoute: a member route without a `config.access` declaration, or with one the policy table
 *   cannot answer, is refused at start-up;
 * - preHandler (after schema validation, so body fields are there): resolves the subject, asks the
 *   policy, attaches the decision to the request, and answers 403 on a refusal;
 * - onSend: writes the audit entries before the answer leaves (reads served from the read cache too):
 *   one per member the request named and the policy allowed, and one per further member whose data
 *   the handler says it returned (membersReturned: a policyholder's family views).
 * Handlers never check membership: they read the member the decision attached (memberSubject).
 */

/** Where a route names its subject: the member (or account) whose data it is. */
export type SubjectSource =
  | 'params.memberId'
  | 'body.memberId'
  /** An account, by username (users/:userId/*). */
  | 'params.userId'
  /**
   * The admin console: an account by its opaque reference (src/api/account-refs.ts), resolved to the
   * member id here, so the path never holds the member id and the audit entry still names the member.
   */
  | 'params.accountRef'
  /** FHIR search: a member id or contract id, matching any number of members. */
  | 'query.identifier'
  /** Data of no member (the provider directory), or a staff search naming none. */
  | 'none';

/** Further members (or a username) a request names; each must pass the policy too. */
export type FurtherSubjectSource =
  | 'params.memberId'
  | 'body.memberId'
  /** ID cards: every entry. */
  | 'body.memberIds'
  /** Message counts: comma-separated member ids. */
  | 'query.additionalRequestedMemberIds'
  /** Claims list filter. */
  | 'query.patientMemberId'
  /** SSO external-app payload: must be the caller's username. */
  | 'body.userName';

export interface RouteAccess {
  kind: DataKind;
  action: AccessAction;
  subject: SubjectSource;
  alsoEach?: FurtherSubjectSource;
  /**
   * Code of a refusal. Default: the route's docs/product/data-and-calls.md#calls-bases code (`callErrorCode`), else BP-NFA-403. A
   * coded error (the staff console's ADM-0007) takes its status and words from the catalogue.
   */
  refusalCode?: ErrorCode;
}

/** One subject the policy was asked about. */
export interface CheckedSubject {
  memberId?: string;
  username?: string;
  /** The member row, when the caller has any tie to it (or a FHIR search matched it). */
  member?: MemberRow;
  decision: Decision;
}

export interface AccessDecision {
  access: RouteAccess;
  caller: AccessContext;
  allowed: boolean;
  /** Of the first refused subject, else of the primary subject. */
  relationship: Relationship;
  /** Primary subject first. A FHIR search: every matched member. */
  checked: CheckedSubject[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which data the route serves, what it does with it and whose it is (required on member routes). */
    access?: RouteAccess;
    /** Account event this route records in the audit trail on top of its access entry. */
    auditEvent?: AuditAction;
  }
  interface FastifyRequest {
    accessDecision?: AccessDecision;
    /** Members whose data the answer returned beyond those the request named (membersReturned()). */
    membersReturned?: readonly AuditedMember[];
  }
}

export const MEMBER_API_PREFIX = '/member/portal/v1';

/** 'GET /members/:memberId/claims': method and route template, relative to the member API base. */
export function routeLabel(method: string, url: string | undefined): string {
  const template = url ?? '';
  return `${method} ${template.startsWith(MEMBER_API_PREFIX) ? template.slice(MEMBER_API_PREFIX.length) : template}`;
}

export interface AccessControlOptions {
  audit: AuditTrail;
  /** Routes of the instance that need no access declaration (public calls, documents about the API). */
  isOpenRoute: (url: string) => boolean;
  /**
   * FHIR: the identifier's value and the members it matches among those the caller has a tie to
   * (`caller.accessible`). Other families are never searched, so an identifier of another family
   * and one that exists nowhere give the same answer (sandbox/README.md#fhir-r4-fhirr4-bearer-token).
   */
  findByIdentifier?: (caller: AccessContext, identifier: string) => { value: string; members: MemberRow[] };
  /**
   * The admin console: the member id an account reference stands for (undefined: no such reference).
   * Looked up for a signed-in caller only, and the answer does not depend on it for a member (the
   * staff audience refuses members whatever the subject): it names the member in the audit entry.
   */
  accountMemberId?: (accountRef: string) => Promise<string | undefined>;
}

/**
 * Installs the three hooks on an encapsulated instance (member API or FHIR). Must run before the
 * instance registers its routes: the onRoute guard only sees routes registered after it.
 */
export function installAccessControl(instance: FastifyInstance, options: AccessControlOptions): void {
  instance.addHook('onRoute', (route) => {
    if (options.isOpenRoute(route.url)) return;
    checkDeclaration(route, Boolean(options.findByIdentifier), Boolean(options.accountMemberId));
  });
  instance.addHook('preHandler', async (request) => enforce(request, options));
  instance.addHook('onSend', async (request, reply, payload) => {
    const written = recordAudit(request, reply, options.audit);
    // The answer leaves once its entries are written; in a write's own transaction, they commit with it.
    try {
      if (currentRequestTransaction()) await options.audit.writeTransactionEntries();
      else await Promise.all(written);
    } catch {
      // Entries that cannot be written: no data leaves and no change is kept (the write rolls back).
      return unauditedAnswer(request, reply);
    }
    return payload;
  });
}

function routeName(route: RouteOptions): string {
  return `${[route.method].flat().join(',')} ${route.url}`;
}

/** Refuses, at start-up, a route that does not say (or cannot say) how the policy applies to it. */
export function checkDeclaration(route: RouteOptions, canSearchIdentifiers: boolean, canResolveAccountRefs = false): void {
  const access = route.config?.access;
  if (!access) {
    throw new Error(
      `${routeName(route)} declares no config.access: every member route names its data kind, action and subject (src/access/access-policy.ts)`,
    );
  }
  const audience = audienceOf(access.kind, access.action);
  if (!audience) throw new Error(`${routeName(route)}: the access policy has no rule for ${access.kind}.${access.action}`);
  if (access.subject === 'none' && !ANY_SUBJECT_AUDIENCES.includes(audience)) {
    throw new Error(
      `${routeName(route)}: only an audience that admits any subject (${ANY_SUBJECT_AUDIENCES.join(', ')}) may name no subject`,
    );
  }
  if (audience === 'signedIn' && access.subject !== 'none') {
    throw new Error(`${routeName(route)}: data open to every signed-in member is data of no member (subject 'none')`);
  }
  for (const source of [access.subject, access.alsoEach]) {
    if (!source || source === 'none') continue;
    const [where, field] = source.split('.') as ['params' | 'body' | 'query', string];
    const known =
      where === 'params'
        ? route.url.split('/').includes(`:${field}`)
        : Boolean(schemaProperties(route.schema?.[where === 'body' ? 'body' : 'querystring'])?.[field]);
    if (!known)
      throw new Error(
        `${routeName(route)}: access subject ${source} is not a ${where === 'params' ? 'path parameter' : `${where} field`} of the route`,
      );
  }
  if (access.subject === 'query.identifier' && !canSearchIdentifiers) {
    throw new Error(`${routeName(route)}: identifier subjects need findByIdentifier`);
  }
  if (access.subject === 'params.accountRef' && !canResolveAccountRefs) {
    throw new Error(`${routeName(route)}: account-reference subjects need accountMemberId`);
  }
}

function schemaProperties(schema: unknown): Record<string, unknown> | undefined {
  return (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
}

function fieldOf(request: FastifyRequest, source: SubjectSource | FurtherSubjectSource): unknown {
  const [where, field] = source.split('.') as ['params' | 'body' | 'query', string];
  const container = (where === 'params' ? request.params : where === 'body' ? request.body : request.query) as
    Record<string, unknown> | undefined;
  return container?.[field];
}

/** The member ids or username a further-subject source names (none when the optional field is absent). */
function furtherSubjects(request: FastifyRequest, source: FurtherSubjectSource): { memberIds: string[]; usernames: string[] } {
  const value = fieldOf(request, source);
  if (value === undefined || value === null || value === '') return { memberIds: [], usernames: [] };
  if (source === 'body.userName') return { memberIds: [], usernames: [String(value)] };
  if (source === 'query.additionalRequestedMemberIds') return { memberIds: String(value).split(',').filter(Boolean), usernames: [] };
  if (Array.isArray(value)) return { memberIds: value.map(String), usernames: [] };
  return { memberIds: [String(value)], usernames: [] };
}

async function decide(
  request: FastifyRequest,
  access: RouteAccess,
  caller: AccessContext,
  options: AccessControlOptions,
): Promise<AccessDecision> {
  const { kind, action } = access;
  // A member the caller has no tie to is not looked up: it is unrelated whether it exists or not.
  const memberCheck = (memberId: string): CheckedSubject => {
    const member = caller.accessible.get(memberId);
    return { memberId, member, decision: decideForMember(caller, kind, action, member) };
  };
  const userCheck = (username: string): CheckedSubject => ({ username, decision: decideForUser(caller, kind, action, username) });

  const checked: CheckedSubject[] = [];
  if (access.subject === 'none') {
    const decision = decideWithoutSubject(caller, kind, action);
    return { access, caller, allowed: decision.allowed, relationship: decision.relationship, checked };
  }
  if (access.subject === 'query.identifier') {
    const { value, members } = options.findByIdentifier!(caller, String(fieldOf(request, 'query.identifier') ?? ''));
    for (const member of members)
      checked.push({ memberId: member.memberId, member, decision: decideForMember(caller, kind, action, member) });
    // A search returns the matches the caller may see. One that matched none of them is refused
    // (403 with the coded body), whether the identifier is another family's, a family member's the
    // policy keeps private, or nobody's: the answer does not tell which (docs/security.md).
    const firstAllowed = checked.find((c) => c.decision.allowed);
    if (!firstAllowed && checked.length === 0) {
      // Nothing of the caller's matched: the refusal names the identifier asked about, as a path's
      // member id is named whether it exists or not.
      checked.push({ memberId: value, decision: { allowed: false, relationship: 'unrelated' } });
    }
    return { access, caller, allowed: Boolean(firstAllowed), relationship: (firstAllowed ?? checked[0]!).decision.relationship, checked };
  }
  if (access.subject === 'params.accountRef') {
    // Staff reach any member (no tie needed), so the decision is the same for a reference that
    // stands for nobody: the handler answers that with 404 ADM-0003, a member gets 403 either way.
    const memberId = await options.accountMemberId!(String(fieldOf(request, access.subject)));
    checked.push({ memberId, decision: decideForMember(caller, kind, action, undefined) });
    const refused = checked.find((c) => !c.decision.allowed);
    return { access, caller, allowed: !refused, relationship: checked[0]!.decision.relationship, checked };
  }
  if (access.subject === 'params.userId') checked.push(userCheck(String(fieldOf(request, access.subject))));
  else checked.push(memberCheck(String(fieldOf(request, access.subject))));
  if (access.alsoEach) {
    const further = furtherSubjects(request, access.alsoEach);
    for (const memberId of new Set(further.memberIds)) if (memberId !== checked[0]!.memberId) checked.push(memberCheck(memberId));
    for (const username of new Set(further.usernames)) if (username !== checked[0]!.username) checked.push(userCheck(username));
  }
  const refused = checked.find((c) => !c.decision.allowed);
  return { access, caller, allowed: !refused, relationship: (refused ?? checked[0]!).decision.relationship, checked };
}

async function enforce(request: FastifyRequest, options: AccessControlOptions): Promise<void> {
  const access = request.routeOptions.config.access;
  if (!access) return;
  const caller = request.access;
  if (!caller) throw coded('OAU-0001');
  const decision = await decide(request, access, caller, options);
  request.accessDecision = decision;
  if (decision.allowed) return;
  // Privacy-safe (src/logging.ts): the kind, the relationship and the route template; never ids or names.
  request.log.warn(
    { accessRefused: { kind: access.kind, action: access.action, relationship: decision.relationship, route: request.routeOptions.url } },
    'access refused',
  );
  const code = access.refusalCode ?? request.routeOptions.config.callErrorCode ?? 'BP-NFA-403';
  if (!isCallErrorCode(code)) throw coded(code);
  throw callError(
    403,
    code,
    access.action === 'read'
      ? 'You do not have permission to view this information.'
      : 'You do not have permission to change this information.',
  );
}

/** The answer in place of one whose audit entries could not be written: the route's server failure. */
function unauditedAnswer(request: FastifyRequest, reply: FastifyReply): string {
  reply.code(500).header('content-type', 'application/json; charset=utf-8').removeHeader('content-length');
  return JSON.stringify({
    code: failureCode(500, request.routeOptions.config?.callErrorCode),
    message: 'An error occurred. We are working on a fix.',
  });
}

/** Records the request's audit entries; the promises say when each is written. */
function recordAudit(request: FastifyRequest, reply: FastifyReply, trail: AuditTrail): Promise<void>[] {
  const written: Promise<void>[] = [];
  const audit = { record: (entry: Parameters<AuditTrail['record']>[0]) => void written.push(trail.record(entry)) };
  const access = request.routeOptions.config?.access;
  // Data of no member open to every member (the provider directory) is not audited; a staff search,
  // which names no member either, is (who searched, and every member who was refused it).
  if (!access || (access.subject === 'none' && audienceOf(access.kind, access.action) === 'signedIn')) return written;
  const route = routeLabel(request.method, request.routeOptions.url);
  const status = reply.statusCode;
  const action = `${access.kind}.${access.action}` as const;
  const decision = request.accessDecision;
  if (!decision) {
    // Refused before the policy was asked: no or a bad token (401). Recorded as an anonymous attempt
    // on the subject the path names (the body is not read for a caller nobody knows).
    if (status !== 401) return written;
    const params = request.params as Record<string, string | undefined>;
    audit.record({
      actor: 'anonymous',
      actorRole: 'anonymous',
      action,
      outcome: 'denied',
      route,
      status,
      subjectMemberId: access.subject === 'params.memberId' ? params.memberId : null,
      subjectUsername: access.subject === 'params.userId' ? params.userId : null,
    });
    return written;
  }
  const actor = decision.caller.username;
  const actorRole = roleOf(decision.caller);
  if (!decision.allowed) {
    // One entry per refusal, naming what was refused: the account and/or the member.
    const refused = decision.checked.filter((subject) => !subject.decision.allowed);
    const member = refused.find((subject) => subject.memberId);
    const user = refused.find((subject) => subject.username);
    audit.record({
      actor,
      actorRole,
      action,
      route,
      status,
      outcome: 'denied',
      subjectMemberId: member?.memberId ?? null,
      subjectUsername: user?.username ?? member?.member?.username ?? null,
    });
  } else {
    // An allowed request: one entry per member (or account) it named, then one per other member
    // whose data the answer returned (a policyholder's claims list, spending breakdown, ID cards,
    // coverage, ...): the trail says whose data was seen, not only whose id was in the request
    // (docs/security.md "The audit trail").
    const recorded = new Set<string>();
    for (const subject of decision.checked) {
      if (!subject.decision.allowed) continue;
      if (subject.memberId) recorded.add(subject.memberId);
      audit.record({
        actor,
        actorRole,
        action,
        route,
        status,
        outcome: 'allowed',
        subjectMemberId: subject.memberId ?? null,
        subjectUsername: subject.username ?? subject.member?.username ?? null,
      });
    }
    // A staff search names no member: one entry per member it showed (below), or, when it showed
    // nobody, one entry that says who searched.
    if (decision.checked.length === 0 && (status >= 400 || !request.membersReturned?.length))
      audit.record({ actor, actorRole, action, route, status, outcome: 'allowed' });
    if (status < 400) {
      for (const member of request.membersReturned ?? []) {
        if (recorded.has(member.memberId)) continue;
        recorded.add(member.memberId);
        audit.record({
          actor,
          actorRole,
          action,
          route,
          status,
          outcome: 'allowed',
          subjectMemberId: member.memberId,
          subjectUsername: member.username,
        });
      }
    }
  }
  const event = request.routeOptions.config.auditEvent;
  if (event && decision.allowed) {
    audit.record({
      actor,
      actorRole,
      action: event,
      route,
      status,
      outcome: status < 400 ? 'success' : 'failure',
      subjectUsername: decision.checked[0]?.username ?? null,
      subjectMemberId: decision.checked[0]?.memberId ?? null,
    });
  }
  return written;
}

/**
 * The member id of the account a request names by its reference (params.accountRef), as the policy
 * allowed it; undefined when the reference stands for no member (the handler's 404 ADM-0003).
 */
export function accountRefMemberId(request: FastifyRequest): string | undefined {
  const decision = request.accessDecision;
  if (!decision?.allowed || decision.access.subject !== 'params.accountRef') {
    throw new Error('accountRefMemberId: the route names no account reference the access policy allowed');
  }
  return decision.checked[0]?.memberId;
}

/** The caller of a request the policy allowed. */
export function callerOf(request: FastifyRequest): AccessContext {
  const decision = request.accessDecision;
  if (!decision?.allowed) throw new Error('callerOf: the access policy has not allowed this request');
  return decision.caller;
}

/** The member a request is about, as the policy allowed it, with the caller. */
export function memberSubject(request: FastifyRequest): { caller: AccessContext; member: MemberRow } {
  const decision = request.accessDecision;
  const member = decision?.allowed ? decision.checked[0]?.member : undefined;
  if (!decision || !member) throw new Error('memberSubject: the route has no member subject the access policy allowed');
  return { caller: decision.caller, member };
}

/**
 * Tells the audit trail whose data the answer holds when that goes beyond the members the request
 * named: one `allowed` entry each is written with the request's (the read cache keeps the list for
 * the answers it serves). Only members the policy allowed may be passed: handlers pass the rows of
 * membersCovered() or visibleMembers() whose records they return.
 */
export function membersReturned(request: FastifyRequest, members: Iterable<Pick<MemberRow, 'memberId' | 'username'>>): void {
  const seen = new Map((request.membersReturned ?? []).map((m) => [m.memberId, m]));
  for (const m of members) if (!seen.has(m.memberId)) seen.set(m.memberId, { memberId: m.memberId, username: m.username });
  request.membersReturned = [...seen.values()];
}

/** FHIR searches: the matched members the policy lets the caller see. */
export function visibleMembers(request: FastifyRequest): MemberRow[] {
  const decision = request.accessDecision;
  if (!decision?.allowed) throw new Error('visibleMembers: the access policy has not allowed this request');
  return decision.checked.filter((c) => c.decision.allowed && c.member).map((c) => c.member!);
}
