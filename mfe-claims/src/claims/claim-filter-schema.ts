// The filter form's rules: dates typed as MM/DD/YYYY become ISO dates, the range must run forwards,
// and the provider name fits what the claims call accepts.
import { object } from 'yup';
import { characterCount } from '@portal/contracts/field-rules';
import { text, typedText, withFormRules, type FormValues, type SubmittedValues } from '@portal/forms';
import { isAfterDay, isoToTypedDate, typedDateToIso } from '@portal/ui/dates/days';
import { providerNameMaxLength, type ClaimFilters } from './claim-filters';

/** A date as typed (MM/DD/YYYY), submitted as YYYY-MM-DD; empty when not given. */
function dateField(which: 'start' | 'end') {
  return text()
    .transform((typed: string) => (typed.trim() === '' ? '' : (typedDateToIso(typed.trim()) ?? '')))
    .test('date', `Enter the ${which} date as a real date in the format MM/DD/YYYY, like 01/31/2026`, function () {
      const typed = typedText(this).trim();
      return typed === '' || typedDateToIso(typed) !== null;
    });
}

export const claimFilterSchema = withFormRules(
  object({
    patientMemberId: text(),
    from: dateField('start'),
    to: dateField('end'),
    status: text(),
    claimType: text(),
    providerName: text()
      .trim()
      .test(
        'max-length',
        `Enter a provider name of ${providerNameMaxLength} characters or fewer`,
        (value) => characterCount(value) <= providerNameMaxLength,
      ),
  }),
  // The dates are YYYY-MM-DD (or empty) by now; an empty one sets no bound.
  (values) => [['to', isAfterDay(values.from, values.to) && 'Enter an end date that is the same as or after the start date']],
);

export type ClaimFilterValues = FormValues<typeof claimFilterSchema>;

/** The form's values for stored filters (dates as the member types them). */
export function formValuesOf(filters: ClaimFilters): ClaimFilterValues {
  return { ...filters, from: isoToTypedDate(filters.from), to: isoToTypedDate(filters.to) };
}

/** The filters for the form's checked output. */
export function filtersOf(values: SubmittedValues<typeof claimFilterSchema>): ClaimFilters {
  const status = values.status as ClaimFilters['status'];
  const claimType = values.claimType as ClaimFilters['claimType'];
  return {
    patientMemberId: values.patientMemberId,
    from: values.from,
    to: values.to,
    status,
    claimType,
    providerName: values.providerName,
  };
}
