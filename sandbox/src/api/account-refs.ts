// The admin console's account references (no member data in URLs). A staff page's
// address (/admin/accounts/:accountRef) and the admin API's paths name an account by an opaque
// reference, never by the member id: HMAC-SHA256 of the member id under a key only the server holds
// (ACCOUNT_REF_SECRET), base64url, the first 22 characters (132 bits). The reference is stable (a
// bookmark or the browser's history keeps working), tells nothing about the member, and cannot be
// made from a guessed member id without the key (docs/security.md, "No member data in URLs").
import { createHmac } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';

/** 22 base64url characters. */
export const ACCOUNT_REF_PATTERN = '^[A-Za-z0-9_-]{22}$';

export function accountRef(memberId: string, secret: string): string {
  return createHmac('sha256', secret).update(memberId).digest('base64url').slice(0, 22);
}

/** A missing reference reads the member ids again at most this often (a guessed one cannot make every request a table scan). */
const RELOAD_AFTER_MS = 5_000;

/**
 * Reference to member id, for every member row. The ids are read once and again when a reference is
 * not found (a member added since), at most every few seconds.
 */
export class AccountRefs {
  private byRef = new Map<string, string>();
  private loadedAt = 0;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly secret: string,
  ) {}

  refOf(memberId: string): string {
    return accountRef(memberId, this.secret);
  }

  /** The member id a reference stands for, or undefined (an unknown reference, or none of this shape). */
  async memberIdOf(ref: string): Promise<string | undefined> {
    if (!new RegExp(ACCOUNT_REF_PATTERN).test(ref)) return undefined;
    const known = this.byRef.get(ref);
    if (known !== undefined) return known;
    if (Date.now() - this.loadedAt < RELOAD_AFTER_MS && this.loadedAt > 0) return undefined;
    await this.load();
    return this.byRef.get(ref);
  }

  private load(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const rows = await this.db.select({ memberId: members.memberId }).from(members);
        this.byRef = new Map(rows.map((row) => [this.refOf(row.memberId), row.memberId]));
        this.loadedAt = Date.now();
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }
}
