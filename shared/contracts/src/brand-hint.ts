// The brand a member signs in from: the portal names it in the authorization request, so the identity
// provider's sign-in pages show the same brand as the page the member came from. The value arrives
// from a browser's address bar, so it is only ever used after it matched one of the known tiers;
// anything else (missing, misspelt, made up) means the default brand.
//
// Plain data: the sandbox's TypeScript (NodeNext) and the apps' (bundler) both read it.
import type { BrandTier } from '@portal/contracts/domain';

/** The authorization request's parameter that carries the brand tier. */
export const brandHintParameter = 'brand';

const knownTiers: readonly BrandTier[] = ['ABCBS', 'HA', 'BA', 'ABM', 'OCTAVE'];

/** The tier a hint names, or null when it names none (compared exactly: tiers are codes). */
export function brandTierOfHint(value: unknown): BrandTier | null {
  return typeof value === 'string' && (knownTiers as readonly string[]).includes(value) ? (value as BrandTier) : null;
}
