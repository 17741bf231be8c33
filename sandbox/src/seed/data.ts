import { hashSecret, normaliseAnswer } from '../auth/passwords.ts';
import { seedBilling } from './billing.ts';
import { seedClaims } from './claim-history.ts';
import { isoDate, startOfUtcDay } from './dates.ts';
import { seedDocuments } from './documents.ts';
import { healthProfile } from './health-profile.ts';
import { seedHra } from './hra.ts';
import { grantOnlyRightsBackedByData } from './member-holdings.ts';
import { seedMemberSettings } from './member-settings.ts';
import { seedMessages } from './message-history.ts';
import { seedPeople, type PersonaHashes } from './people.ts';
import { PERSONA_PASSWORD, personas, SECURITY_ANSWERS } from './personas.ts';
import { BRAND_NAMES_BY_TIER, brandNameOf } from './plan-display-name.ts';
import { seedPriorAuths } from './prior-auth-history.ts';
import { seedProviders } from './providers.ts';
import { seedRandom } from './random.ts';
import type { SeedData } from './seed-data.ts';

export { COMPANY_BY_TIER, PERSONA_PASSWORD, SECURITY_ANSWERS, SECURITY_QUESTIONS } from './personas.ts';
export type { SeedData } from './seed-data.ts';

/** Each tier's brand name (the payor and brand of its plans). */
export const PLAN_NAME_BY_TIER: Record<string, string> = Object.fromEntries(
  Object.keys(BRAND_NAMES_BY_TIER).map((tier) => [tier, brandNameOf(tier)]),
);

let cached: { key: string; data: SeedData } | undefined;

let personaHashesOnce: Promise<PersonaHashes> | undefined;

/**
 * The personas' password and security-answer hashes, made once per process: at today's scrypt cost
 * (src/auth/passwords.ts) three hashes take about half a second, and tests reset the seed often.
 */
function personaHashes(): Promise<PersonaHashes> {
  personaHashesOnce ??= Promise.all([
    hashSecret(PERSONA_PASSWORD),
    hashSecret(normaliseAnswer(SECURITY_ANSWERS[0])),
    hashSecret(normaliseAnswer(SECURITY_ANSWERS[1])),
  ]).then(([passwordHash, answer1, answer2]) => ({ passwordHash, answer1, answer2 }));
  return personaHashesOnce;
}

/**
 * Builds the seed (deterministic for a given day). Cached per process: resets only insert. The steps
 * run in this order, each drawing from the one random stream (src/seed/random.ts) in turn.
 */
export async function buildSeed(now: Date = new Date()): Promise<SeedData> {
  const today = startOfUtcDay(now);
  const key = isoDate(today);
  if (cached?.key === key) return cached.data;
  const random = seedRandom(20260101);
  const data: SeedData = {
    users: [],
    members: [],
    claims: [],
    priorAuths: [],
    messages: [],
    memberState: [],
    hraTransactions: [],
    bills: [],
    payments: [],
    documents: [],
    providers: [],
    coverages: [],
  };
  const hashes = await personaHashes();

  seedProviders(data);
  seedPeople(data, personas(today), today, hashes);
  const profiles = new Map(data.members.filter((m) => m.contractType === 'Medical').map((m) => [m.memberId, healthProfile(m, today)]));
  seedClaims(data, profiles, today, random);
  seedPriorAuths(data, today, random);
  seedMemberSettings(data, profiles, today);
  seedHra(data, today);
  seedBilling(data, today);
  // A right is granted only where its data exists (an HRA right with an HRA account, Pay Bill with
  // bills), so no menu entry leads to a page that says there is none.
  grantOnlyRightsBackedByData(data);
  seedMessages(data, today);
  seedDocuments(data, today);

  cached = { key, data };
  return data;
}
