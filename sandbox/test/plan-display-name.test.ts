// Plan names never repeat the brand (issue 25: "Health Advantage Health Advantage Dental Plus").
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildSeed } from '../src/seed/data.ts';
import { BRAND_NAMES_BY_TIER, planDisplayName } from '../src/seed/plan-display-name.ts';

/** How many times a brand's name starts a word run in the plan name (its short names count too). */
function brandMentions(tier: string, name: string): number {
  const names = BRAND_NAMES_BY_TIER[tier] ?? [];
  let rest = name.toLowerCase();
  let count = 0;
  for (;;) {
    const at = Math.min(...names.map((brand) => rest.indexOf(brand.toLowerCase())).filter((index) => index >= 0));
    if (!Number.isFinite(at)) return count;
    count += 1;
    rest = rest.slice(at + 1);
  }
}

describe('plan display names', () => {
  it('puts the brand before a plan not named after it', () => {
    assert.equal(planDisplayName('ABCBS', 'Individual Silver PPO'), 'Arkansas Blue Cross and Blue Shield Individual Silver PPO');
    assert.equal(planDisplayName('BA', 'Delta Regional Schools'), 'BlueAdvantage Administrators of Arkansas Delta Regional Schools');
  });

  it('keeps a plan named after its brand, by its full or its short name, as it is', () => {
    assert.equal(planDisplayName('HA', 'Health Advantage Dental Plus'), 'Health Advantage Dental Plus');
    assert.equal(planDisplayName('ABCBS', 'Arkansas Blue Cross Employee Plan'), 'Arkansas Blue Cross Employee Plan');
    assert.equal(planDisplayName('OCTAVE', 'Octave Blue Medicare Advantage PPO'), 'Octave Blue Medicare Advantage PPO');
  });

  it('names the default brand for an unknown tier', () => {
    assert.equal(planDisplayName('XYZ', 'Basic Plan'), 'Arkansas Blue Cross and Blue Shield Basic Plan');
  });

  it('never repeats the brand in any seeded plan', async () => {
    const seed = await buildSeed(new Date('2026-06-01T12:00:00Z'));
    assert.ok(seed.members.length > 10);
    for (const member of seed.members) {
      assert.equal(brandMentions(member.tier1, member.lobDisplayName), 1, `${member.memberId}: ${member.lobDisplayName}`);
    }
  });
});
