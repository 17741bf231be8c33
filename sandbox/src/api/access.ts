import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { hasStaffRole } from '@portal/contracts/roles';
import type { CallerRole } from '../access/access-policy.ts';
import type { Db } from '../db/client.ts';
import { members, users } from '../db/schema.ts';
import type { GrantRegistry } from '../oidc/grants.ts';
import type { RuntimeState } from '../state.ts';
import { coded } from './errors.ts';

export type MemberRow = typeof members.$inferSelect;

export interface AccessContext {
  username: string;
  /** The caller's own plans (one row per plan). */
  own: MemberRow[];
  /**
   * Every member the caller has a tie to, by member id: own plans plus every member of a contract the
   * caller holds as policyholder. What the caller may do with each is the access policy's decision
   * (src/access/access-policy.ts), not this map's.
   */
  accessible: Map<string, MemberRow>;
  /**
   * Member or staff, from the access token's roles claim; absent: a member. The access
   * policy admits staff to the staff audience only, members to every other.
   */
  role?: CallerRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    access?: AccessContext;
  }
}

interface VerifiedToken {
  sub: string;
  exp: number;
  /** The grant (sign-in session) the token belongs to. */
  gid: string;
  /** The roles claim said staff (@portal/contracts/roles). */
  staff: boolean;
}

/** Verifies bearer access tokens and resolves what the caller may see. */
export class AccessService {
  private readonly jwks: JWTVerifyGetKey;
  private readonly cache = new Map<string, { generation: number; ctx: AccessContext }>();
  private readonly tokenCache = new Map<string, VerifiedToken>();

  constructor(
    private readonly db: Db,
    private readonly state: RuntimeState,
    publicJwks: { keys: import('jose').JWK[] },
    private readonly issuer: string,
    private readonly audience: string,
    /** Grants (sign-in sessions) still alive: a token of a revoked grant is refused (sandbox/README.md#sessions). */
    private readonly grants: GrantRegistry,
  ) {
    this.jwks = createLocalJWKSet(publicJwks);
  }

  /** The username (`sub`) of a valid access token whose grant still exists; 401 OAU-0001 otherwise. */
  async verifyToken(authorization: string | undefined): Promise<string> {
    return (await this.verifiedToken(authorization)).sub;
  }

  /** The grant (sign-in session) of a valid access token: the caller's own, kept when other sessions end. */
  async grantIdOf(authorization: string | undefined): Promise<string> {
    return (await this.verifiedToken(authorization)).gid;
  }

  private async verifiedToken(authorization: string | undefined): Promise<VerifiedToken> {
    const match = /^Bearer ([A-Za-z0-9\-_.]+)$/.exec(authorization ?? '');
    if (!match) throw coded('OAU-0001');
    const token = match[1]!;
    const now = Math.floor(Date.now() / 1000);
    let verified = this.tokenCache.get(token);
    if (!verified || verified.exp <= now) {
      verified = await this.verifySignature(token);
      if (this.tokenCache.size > 5000) this.tokenCache.clear();
      this.tokenCache.set(token, verified);
    }
    // Checked on every call (cached in the registry): signing out or changing the password ends the
    // grant, and its access tokens stop working at once, not when they expire.
    const active = this.grants.isActive(verified.gid);
    if (!(typeof active === 'boolean' ? active : await active)) {
      throw coded('OAU-0001');
    }
    return verified;
  }

  private async verifySignature(token: string): Promise<VerifiedToken> {
    try {
      const { payload } = await jwtVerify(token, this.jwks, { issuer: this.issuer, audience: this.audience, algorithms: ['RS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') throw new Error('sub and exp required');
      // Every token the provider issues names its grant (provider.ts extraTokenClaims); one without is not ours.
      if (typeof payload.gid !== 'string' || !payload.gid) throw new Error('gid required');
      return { sub: payload.sub, exp: payload.exp, gid: payload.gid, staff: hasStaffRole(payload) };
    } catch {
      throw coded('OAU-0001');
    }
  }

  async contextFor(username: string): Promise<AccessContext> {
    const hit = this.cache.get(username);
    if (hit && hit.generation === this.state.generation) return hit.ctx;
    const userRows = await this.db.select({ username: users.username }).from(users).where(eq(users.username, username)).limit(1);
    if (!userRows[0]) throw coded('OAU-0001');
    // Active plans first, then Medical, Dental, Vision.
    const typeOrder = { Medical: 0, Dental: 1, Vision: 2 } as const;
    const own = (await this.db.select().from(members).where(eq(members.username, username))).sort(
      (a, b) =>
        Number(b.isActive) - Number(a.isActive) ||
        typeOrder[a.contractType] - typeOrder[b.contractType] ||
        a.memberId.localeCompare(b.memberId),
    );
    const accessible = new Map<string, MemberRow>(own.map((m) => [m.memberId, m]));
    const heldContracts = own.filter((m) => m.isPolicyHolder).map((m) => m.contractId);
    if (heldContracts.length) {
      const family = await this.db
        .select()
        .from(members)
        .where(inArray(members.contractId, heldContracts))
        .orderBy(members.memberSeqNumber);
      for (const m of family) accessible.set(m.memberId, m);
    }
    const ctx = { username, own, accessible };
    this.cache.set(username, { generation: this.state.generation, ctx });
    return ctx;
  }

  /** onRequest-style guard: verifies the token and attaches the access context. */
  async authenticate(request: FastifyRequest): Promise<AccessContext> {
    const token = await this.verifiedToken(request.headers.authorization);
    const members = await this.contextFor(token.sub);
    // The role is the token's (the identity provider signed it; provider.ts extraTokenClaims).
    const ctx: AccessContext = { ...members, role: token.staff ? 'staff' : 'member' };
    request.access = ctx;
    return ctx;
  }
}
