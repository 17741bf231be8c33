import { randomBytes, scrypt as scryptCb, timingSafeEqual, createHash, type ScryptOptions } from 'node:crypto';
import { unmetPasswordRequirements } from '@portal/contracts/field-rules';

/**
 * Password and security-answer hashing: scrypt with its cost in the stored string (sandbox/README.md#passwords). New hashes use N = 2^17, r = 8, p = 1 (about 0.25 s and 128 MiB on this machine, the
 * cost OWASP's password storage cheat sheet names for scrypt); older hashes keep verifying with the
 * cost they were made with.
 *
 * Formats:
 * - `scrypt$ln=17,r=8,p=1$<salt b64>$<hash b64>` (current: the cost travels with the hash);
 * - `scrypt$<salt b64>$<hash b64>` (first format: Node's default cost, N = 2^14, r = 8, p = 1).
 */
export interface ScryptCost {
  /** log2 of N, the CPU and memory cost. */
  ln: number;
  r: number;
  p: number;
}

export const CURRENT_COST: ScryptCost = { ln: 17, r: 8, p: 1 };
const FIRST_FORMAT_COST: ScryptCost = { ln: 14, r: 8, p: 1 };
/** Stored costs outside these bounds are refused rather than computed (a bad row must not stall the server). */
const COST_BOUNDS = { ln: [14, 20], r: [1, 16], p: [1, 4] } as const;
const SALT_BYTES = 16;
const HASH_BYTES = 32;

function scrypt(secret: string, salt: Buffer, keylen: number, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.ln;
  // scrypt needs 128 * N * r bytes; Node refuses more than 32 MiB unless maxmem is raised.
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 128 * N * cost.r + 16 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scryptCb(secret, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function formatCost(cost: ScryptCost): string {
  return `ln=${cost.ln},r=${cost.r},p=${cost.p}`;
}

function parseCost(text: string): ScryptCost | null {
  const match = /^ln=(\d{1,2}),r=(\d{1,2}),p=(\d)$/.exec(text);
  if (!match) return null;
  const cost = { ln: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  const within = (value: number, [lo, hi]: readonly [number, number]) => value >= lo && value <= hi;
  return within(cost.ln, COST_BOUNDS.ln) && within(cost.r, COST_BOUNDS.r) && within(cost.p, COST_BOUNDS.p) ? cost : null;
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  hash: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return null;
  const [costText, saltB64, hashB64] = parts.length === 4 ? parts.slice(1) : [null, ...parts.slice(1)];
  const cost = costText === null ? FIRST_FORMAT_COST : parseCost(costText);
  if (!cost || !saltB64 || !hashB64 || parts.length > 4) return null;
  const hash = Buffer.from(hashB64, 'base64');
  return hash.length >= 16 ? { cost, salt: Buffer.from(saltB64, 'base64'), hash } : null;
}

/** Returns `scrypt$ln=17,r=8,p=1$<salt b64>$<hash b64>`. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await scrypt(secret, salt, HASH_BYTES, CURRENT_COST);
  return `scrypt$${formatCost(CURRENT_COST)}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const actual = await scrypt(secret, parsed.salt, parsed.hash.length, parsed.cost);
  return timingSafeEqual(actual, parsed.hash);
}

/** A hash made with a lower cost than today's: re-hash it when the secret is next known to be right. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.cost.ln < CURRENT_COST.ln || parsed.cost.r < CURRENT_COST.r || parsed.cost.p < CURRENT_COST.p;
}

/**
 * A well-formed hash at today's cost that no secret matches (random bytes, not a real scrypt output).
 * Checking a password against it costs what a real check costs, so a sign-in for a username that does
 * not exist takes as long as one with a wrong password (sandbox/README.md#throttling-and-enumeration).
 */
const NO_ACCOUNT_HASH = `scrypt$${formatCost(CURRENT_COST)}$${randomBytes(SALT_BYTES).toString('base64')}$${randomBytes(HASH_BYTES).toString('base64')}`;

/** Spends the time of one password check and returns false: for a username with no account. */
export async function verifyWithoutAccount(secret: string): Promise<false> {
  await verifySecret(secret, NO_ACCOUNT_HASH);
  return false;
}

/** Security-question answers compare case- and space-insensitively. */
export function normaliseAnswer(answer: string): string {
  return answer.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Passcodes are short-lived; a plain SHA-256 keeps them out of the table in clear. */
export function hashPasscode(id: string, code: string): string {
  return createHash('sha256').update(`${id}:${code}`).digest('hex');
}

/**
 * New-password rule of docs/product/validation.md#validate-password-new (at least 8 characters, one lowercase, one uppercase, one digit,
 * one special character from a broad set, no emoji or pictographs), as the portal's forms apply it:
 * the one definition is @portal/contracts/field-rules. Returns the first unmet requirement in the
 * form's words, or null when the password is acceptable.
 */
export function newPasswordProblem(password: string): string | null {
  const [first] = unmetPasswordRequirements(password);
  return first ? `${first.message}.` : null;
}
