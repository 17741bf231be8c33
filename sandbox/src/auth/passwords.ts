import { randomBytes, scrypt as scryptCb, timingSafeEqual, createHash } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** Returns `scrypt$<salt b64>$<hash b64>`. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(secret, salt, 32);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scrypt(secret, Buffer.from(saltB64, 'base64'), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
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
 * New-password rule of SPEC section 5: at least 8 characters, one lowercase, one uppercase, one
 * digit, one special character (accented and currency symbols count), no emoji or pictographs.
 * Returns the problem, or null when the password is acceptable.
 */
export function newPasswordProblem(password: string): string | null {
  if (password.length < 8) return 'Password must be at least 8 characters.';
  if (/\p{Extended_Pictographic}/u.test(password)) return 'Password must not contain emoji or pictographs.';
  if (/\s/.test(password)) return 'Password must not contain spaces.';
  if (!/[a-z]/.test(password)) return 'Password must contain a lowercase letter.';
  if (!/[A-Z]/.test(password)) return 'Password must contain an uppercase letter.';
  if (!/[0-9]/.test(password)) return 'Password must contain a digit.';
  if (!/[^A-Za-z0-9]/.test(password)) return 'Password must contain a special character.';
  return null;
}
