// The cost-estimate and provider-search forms take a 5-digit ZIP code, the member API's rule for the
// same query (Zip5 in sandbox/src/api/schemas.ts): one definition, @portal/contracts/field-rules.
import { isValidFiveDigitZip } from '@portal/contracts/field-rules';
import { checkForm } from '@portal/forms';
import { emptyEstimate, estimateSchema } from '../src/cost-estimates/estimate-schema';
import { emptyProviderSearch, providerSearchSchema } from '../src/primary-care/provider-search-schema';

const samples = ['72201', '7220', '722011', '72201-1234', 'ABCDE', '７２２０１', '٧٢٢٠١'];

describe('the search forms’ ZIP code', () => {
  it.each([
    ['cost estimates', (zip: string) => checkForm(estimateSchema, { ...emptyEstimate, procedureCode: '99213', zip })],
    ['provider search', (zip: string) => checkForm(providerSearchSchema, { ...emptyProviderSearch, zip })],
  ] as const)('%s: accepts what the member API accepts, and a blank one', (_, check) => {
    for (const zip of samples) expect([zip, check(zip).valid]).toEqual([zip, isValidFiveDigitZip(zip)]);
    expect(check('').valid).toBe(true);
    expect(check('7220').errors).toEqual({ zip: 'Enter a 5-digit ZIP code, like 72201' });
  });

  it('counts a provider search’s text in characters: 80 astral letters fit', () => {
    expect(checkForm(providerSearchSchema, { ...emptyProviderSearch, name: '𝒜'.repeat(80), city: '𝒜'.repeat(80) }).valid).toBe(true);
    expect(checkForm(providerSearchSchema, { ...emptyProviderSearch, name: '𝒜'.repeat(81) }).errors).toEqual({
      name: 'Enter a doctor’s name of 80 characters or fewer',
    });
  });
});
