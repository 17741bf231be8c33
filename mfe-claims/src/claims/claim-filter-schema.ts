// The filter form's rules: dates typed as MM/DD/YYYY become ISO dates, the range must run forwards,
// and the provider name fits what the claims call accepts.
import { z } from 'zod';
import { isoToTypedDate, typedDateToIso } from '@portal/forms';
import { providerNameMaxLength, type ClaimFilters } from './claim-filters';

function dateField(which: 'start' | 'end') {
  return z
    .string()
    .trim()
    .refine((text) => text === '' || typedDateToIso(text) !== null, `Enter the ${which} date as a real date in the format MM/DD/YYYY, like 01/31/2026`)
    .transform((text) => (text === '' ? '' : (typedDateToIso(text) ?? '')));
}

export const claimFilterSchema = z
  .object({
    patientMemberId: z.string(),
    from: dateField('start'),
    to: dateField('end'),
    status: z.string(),
    claimType: z.string(),
    providerName: z.string().trim().max(providerNameMaxLength, `Enter a provider name of ${providerNameMaxLength} characters or fewer`),
  })
  .superRefine((values, context) => {
    if (values.from && values.to && values.from > values.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'Enter an end date that is the same as or after the start date' });
    }
  });

export type ClaimFilterValues = z.input<typeof claimFilterSchema>;

/** The form's values for stored filters (dates as the member types them). */
export function formValuesOf(filters: ClaimFilters): ClaimFilterValues {
  return { ...filters, from: isoToTypedDate(filters.from), to: isoToTypedDate(filters.to) };
}

/** The filters for the form's checked output. */
export function filtersOf(values: z.output<typeof claimFilterSchema>): ClaimFilters {
  const status = values.status as ClaimFilters['status'];
  const claimType = values.claimType as ClaimFilters['claimType'];
  return { patientMemberId: values.patientMemberId, from: values.from, to: values.to, status, claimType, providerName: values.providerName };
}
