// The insurer's phone lines, written once for the portal and the member API (one
// customer-service number per brand, the same on the ID card, the contact pages and the help line).
import type { BrandTier } from '@portal/contracts/domain';
import { brandCustomerServiceLine, brandCustomerServiceLines, phoneLines, phoneNumberDigits } from '@portal/contracts/phone-lines';

const tiers: BrandTier[] = ['ABCBS', 'HA', 'BA', 'ABM', 'OCTAVE'];

describe('the phone lines', () => {
  it('are full toll-free numbers, each with its hours', () => {
    for (const line of Object.values(phoneLines)) {
      expect(line.phone).toMatch(/^1-8\d\d-\d{3}-\d{4}$/);
      expect(line.hours).not.toBe('');
    }
  });

  it('give every brand tier, and no other, its customer-service line: Medicare Advantage brands the Medicare line', () => {
    expect(Object.keys(brandCustomerServiceLines).sort()).toEqual([...tiers].sort());
    expect(tiers.map((tier) => brandCustomerServiceLine(tier).phone)).toEqual([
      '1-800-555-0100',
      '1-800-555-0100',
      '1-800-555-0100',
      '1-800-555-0110',
      '1-800-555-0110',
    ]);
  });

  it('answer an unknown tier with the default brand’s line', () => {
    expect(brandCustomerServiceLine('XYZ')).toBe(phoneLines.memberServices);
    expect(brandCustomerServiceLine(undefined)).toBe(phoneLines.memberServices);
    expect(brandCustomerServiceLine('hasOwnProperty')).toBe(phoneLines.memberServices);
  });

  it('keep the pharmacy hours of docs/product/constants.md#constants-pharmacy-age and give the member API its digits', () => {
    expect(phoneLines.pharmacy.hours).toMatch(/^7 a\.m\. to 8 p\.m\. Central/);
    expect(phoneNumberDigits(phoneLines.pharmacy.phone)).toBe('18005550199');
  });
});
