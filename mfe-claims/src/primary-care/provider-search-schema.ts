// The provider search form: every criterion is optional; what is given must make sense.
import { boolean, object } from 'yup';
import { characterCount, isValidFiveDigitZip } from '@portal/contracts/field-rules';
import { text, type FormValues } from '@portal/forms';

const criterionMax = 80;

export const primaryCareSpecialties = ['Family Medicine', 'Internal Medicine', 'Pediatrics', 'Geriatrics'] as const;

export const providerSearchSchema = object({
  name: text()
    .trim()
    .test('max-length', `Enter a doctor’s name of ${criterionMax} characters or fewer`, (value) => characterCount(value) <= criterionMax),
  specialty: text().test(
    'specialty',
    'Choose a specialty from the list',
    (value) => value === '' || (primaryCareSpecialties as readonly string[]).includes(value),
  ),
  city: text()
    .trim()
    .test('max-length', `Enter a city of ${criterionMax} characters or fewer`, (value) => characterCount(value) <= criterionMax),
  zip: text()
    .trim()
    .test('zip', 'Enter a 5-digit ZIP code, like 72201', (value) => value === '' || isValidFiveDigitZip(value)),
  acceptingOnly: boolean().defined(),
});

export const emptyProviderSearch: FormValues<typeof providerSearchSchema> = {
  name: '',
  specialty: '',
  city: '',
  zip: '',
  acceptingOnly: true,
};
