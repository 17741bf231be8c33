import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { brandColourTiers, brandLookOf } from '../src/services/eob/brand-look.ts';

// A brand's printed documents wear its portal colour: the EOB's primary colour of each tier is the
// portal theme's for that tier.

const tokens = await readFile(new URL('../../shared/ui/src/tokens.css', import.meta.url), 'utf8');

function portalPrimary(tier: string): string | undefined {
  const block = new RegExp(`\\[data-brand='${tier}'\\]\\s*\\{([^}]*)\\}`).exec(tokens)?.[1] ?? '';
  return /--portal-color-primary:\s*(#[0-9a-f]{6})/i.exec(block)?.[1]?.toLowerCase();
}

describe('EOB brand colours', () => {
  it('use the portal theme primary colour of each tier', () => {
    assert.ok(brandColourTiers.length >= 5);
    for (const tier of brandColourTiers) assert.equal(brandLookOf(tier).primary, portalPrimary(tier), tier);
  });

  it('fall back to the default brand for an unknown tier', () => {
    assert.equal(brandLookOf('NOPE').primary, brandLookOf('ABCBS').primary);
  });
});
