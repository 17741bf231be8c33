import { object } from 'yup';
import { isValidFiveDigitZip } from '@portal/contracts/field-rules';
import { text, type FormValues } from '@portal/forms';

export const estimateSchema = object({
  procedureCode: text().test('required', 'Choose the care you want to price', (value) => value.length > 0),
  zip: text()
    .trim()
    .test('zip', 'Enter a 5-digit ZIP code, like 72201', (value) => value === '' || isValidFiveDigitZip(value)),
});

export const emptyEstimate: FormValues<typeof estimateSchema> = { procedureCode: '', zip: '' };
