import assert from 'node:assert/strict';
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, it } from 'node:test';
import { CURRENT_COST, hashSecret, needsRehash, verifySecret, verifyWithoutAccount } from '../src/auth/passwords.ts';

// Password hashing (sandbox/README.md#passwords): scrypt at N = 2^17 with the
// cost in the stored string, and the first format (Node's default cost) still verifying.

/** A hash in the first format, `scrypt$<salt>$<hash>` at Node's default cost (N = 2^14, r = 8, p = 1). */
function firstFormatHash(secret: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${scryptSync(secret, salt, 32).toString('base64')}`;
}

describe('password hashing', () => {
  it('stores the scrypt cost with the hash, at N = 2^17 or more, r = 8, p = 1', async () => {
    const hash = await hashSecret('Portal#2026');
    const [scheme, cost, salt, key] = hash.split('$');
    assert.equal(scheme, 'scrypt');
    assert.equal(cost, 'ln=17,r=8,p=1');
    assert.ok(CURRENT_COST.ln >= 17 && CURRENT_COST.r === 8 && CURRENT_COST.p === 1);
    assert.equal(Buffer.from(salt!, 'base64').length, 16);
    assert.equal(Buffer.from(key!, 'base64').length, 32);
    assert.equal(await verifySecret('Portal#2026', hash), true);
    assert.equal(await verifySecret('Portal#2027', hash), false);
    assert.equal(needsRehash(hash), false);
  });

  it('keeps verifying hashes of the first format, and marks them for re-hashing', async () => {
    const old = firstFormatHash('Portal#2026');
    assert.equal(await verifySecret('Portal#2026', old), true);
    assert.equal(await verifySecret('portal#2026', old), false);
    assert.equal(needsRehash(old), true);
  });

  it('refuses malformed hashes and costs outside the bounds without computing them', async () => {
    const salt = randomBytes(16).toString('base64');
    const key = randomBytes(32).toString('base64');
    for (const stored of [
      '',
      'bcrypt$x$y',
      'scrypt$only-one',
      `scrypt$ln=30,r=8,p=1$${salt}$${key}`,
      `scrypt$ln=17,r=8$${salt}$${key}`,
      `scrypt$ln=17,r=8,p=1$${salt}$${key}$extra`,
    ]) {
      const started = performance.now();
      assert.equal(await verifySecret('anything', stored), false, stored);
      // A check at today's cost takes about 250 ms; a refused hash is answered at once.
      assert.ok(performance.now() - started < 150, `no scrypt run for ${stored}`);
    }
  });

  it('a check without an account costs a real check and never matches', async () => {
    const hash = await hashSecret('Portal#2026');
    const timed = async (run: () => Promise<boolean>) => {
      const started = performance.now();
      assert.equal(await run(), false);
      return performance.now() - started;
    };
    const real = await timed(() => verifySecret('Wrong#2026', hash));
    const dummy = await timed(() => verifyWithoutAccount('Wrong#2026'));
    // Reported, not compared here (test/throttling.test.ts compares whole sign-ins over several runs).
    console.log(
      `scrypt ln=${CURRENT_COST.ln}: a password check took ${real.toFixed(0)} ms, a check without an account ${dummy.toFixed(0)} ms`,
    );
    assert.ok(dummy > 20, 'the dummy check runs scrypt');
  });
});
