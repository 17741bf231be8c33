// One customer-service number per brand: the brand definition the portal shows on the
// contact pages and the help line, and the number the member API prints on the brand's ID cards, both
// read from @portal/contracts/phone-lines.
import { brandOf } from '@portal/ui';
import type { BrandTier } from '@portal/contracts/domain';
import { brandCustomerServiceLine, phoneNumberDigits } from '@portal/contracts/phone-lines';
import { CUSTOMER_SERVICE_PHONE_BY_TIER } from '../../../sandbox/src/seed/brands';

const tiers: BrandTier[] = ['ABCBS', 'HA', 'BA', 'ABM', 'OCTAVE'];

describe('each brand’s customer-service number', () => {
  it.each(tiers)('%s: the portal shows the shared list’s line, and the member API prints its digits', (tier) => {
    expect(brandOf(tier).customerService).toEqual(brandCustomerServiceLine(tier));
    expect(CUSTOMER_SERVICE_PHONE_BY_TIER[tier]).toBe(phoneNumberDigits(brandOf(tier).customerService.phone));
  });

  it('has no other brand in the member API’s list', () => {
    expect(Object.keys(CUSTOMER_SERVICE_PHONE_BY_TIER).sort()).toEqual([...tiers].sort());
  });
});
