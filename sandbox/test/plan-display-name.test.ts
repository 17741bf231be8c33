// Plan names read as a member says them: the employer's plan by the employer and its kind, any other
// plan by its product name; never the brand's legal name run into the plan's, and the brand at most once.
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
  it("names an employer's plan by the employer and the kind of coverage", () => {
    assert.equal(
      planDisplayName({ kind: 'group', contractType: 'Medical', name: 'Northwest Arkansas Logistics' }),
      'Northwest Arkansas Logistics Medical plan',
    );
    assert.equal(planDisplayName({ kind: 'group', contractType: 'Dental', name: ' Ozark  Tooling Co. ' }), 'Ozark Tooling Co. Dental plan');
  });

  it('names any other plan by its product name, without the sales category', () => {
    assert.equal(planDisplayName({ kind: 'individual', contractType: 'Medical', name: 'Individual Silver PPO' }), 'Silver PPO');
    assert.equal(
      planDisplayName({ kind: 'individual', contractType: 'Dental', name: 'Health Advantage Dental Plus' }),
      'Health Advantage Dental Plus',
    );
    assert.equal(
      planDisplayName({ kind: 'employee', contractType: 'Medical', name: 'Arkansas Blue Cross Employee Plan' }),
      'Arkansas Blue Cross Employee Plan',
    );
    assert.equal(
      planDisplayName({ kind: 'medicare', contractType: 'Medical', name: 'Octave Blue Medicare Advantage PPO' }),
      'Octave Blue Medicare Advantage PPO',
    );
  });

  it('gives every seeded plan a short name with the brand at most once and never in front of an employer', async () => {
    const seed = await buildSeed(new Date('2026-06-01T12:00:00Z'));
    assert.ok(seed.members.length > 10);
    const byUsername = (username: string) => seed.members.find((member) => member.username === username)!.lobDisplayName;
    assert.equal(byUsername('cara.group'), 'Northwest Arkansas Logistics Medical plan');
    assert.equal(byUsername('ava.medical'), 'Silver PPO');
    for (const member of seed.members) {
      const name = member.lobDisplayName;
      assert.ok(brandMentions(member.tier1, name) <= 1, `${member.memberId}: ${name}`);
      assert.ok(name.split(' ').length <= 6, `${member.memberId}: ${name} is not what a member says`);
      assert.doesNotMatch(name, /^individual /i, `${member.memberId}: ${name}`);
      if (member.planKind === 'group') assert.equal(brandMentions(member.tier1, name), 0, `${member.memberId}: ${name}`);
    }
  });
});
