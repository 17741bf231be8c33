import { object } from 'yup';
import { text, type FormValues } from '@portal/forms';

export const estimateSchema = object({
  procedureCode: text().test('required', 'Choose the care you want to price', (value) => value.length > 0),
  zip: text()
    .trim()
    .test('zip', 'Enter a 5-digit ZIP code, like 72201', (value) => value === '' || /^\d{5}$/.test(value)),
});

export const emptyEstimate: FormValues<typeof estimateSchema> = { procedureCode: '', zip: '' };
