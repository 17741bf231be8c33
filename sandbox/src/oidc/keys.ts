import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client.ts';
import { sandboxSettings } from '../db/schema.ts';

export interface ProviderKeys {
  /** Private signing keys (RS256) in JWK form, for oidc-provider. */
  signing: JWK[];
  /** Public halves, for verifying access tokens in the member API. */
  publicJwks: { keys: JWK[] };
  cookieKeys: string[];
}

const KEY = 'oidcKeys';

function publicPart(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg, use };
}

/** Loads the provider's keys from the database, creating them on first start. A reset keeps them. */
export async function loadOrCreateKeys(db: Db): Promise<ProviderKeys> {
  const rows = await db.select().from(sandboxSettings).where(eq(sandboxSettings.key, KEY));
  let stored = rows[0]?.value as { signing: JWK[]; cookieKeys: string[] } | undefined;
  if (!stored) {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    stored = {
      signing: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }],
      cookieKeys: [randomBytes(32).toString('base64url')],
    };
    await db.insert(sandboxSettings).values({ key: KEY, value: stored }).onConflictDoNothing();
    const again = await db.select().from(sandboxSettings).where(eq(sandboxSettings.key, KEY));
    stored = again[0]?.value as typeof stored;
  }
  return { signing: stored.signing, publicJwks: { keys: stored.signing.map(publicPart) }, cookieKeys: stored.cookieKeys };
}
