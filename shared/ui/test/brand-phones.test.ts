// One customer-service number per brand (issue 21): the brand definition the portal shows on the
// contact pages and the help line, and the number the member API prints on the brand's ID cards.
import { brandOf } from '@portal/ui';
import type { BrandTier } from '@portal/contracts/domain';
import { CUSTOMER_SERVICE_PHONE_BY_TIER } from '../../../sandbox/src/seed/brands';

const tiers: BrandTier[] = ['ABCBS', 'HA', 'BA', 'ABM', 'OCTAVE'];
const digits = (phone: string) => phone.replace(/\D/g, '');

describe('each brand’s customer-service number', () => {
  it.each(tiers)('%s: the portal and the member API give the same one', (tier) => {
    expect(digits(brandOf(tier).customerService.phone)).toBe(digits(CUSTOMER_SERVICE_PHONE_BY_TIER[tier]!));
  });

  it('has no other brand in the member API’s list', () => {
    expect(Object.keys(CUSTOMER_SERVICE_PHONE_BY_TIER).sort()).toEqual([...tiers].sort());
  });

  it('is a full toll-free number with its hours', () => {
    for (const tier of tiers) {
      expect(brandOf(tier).customerService.phone).toMatch(/^1-8\d\d-\d{3}-\d{4}$/);
      expect(brandOf(tier).customerService.hours).not.toBe('');
    }
  });
});
