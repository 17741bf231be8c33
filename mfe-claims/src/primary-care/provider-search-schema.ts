// The provider search form: every criterion is optional; what is given must make sense.
import { z } from 'zod';

const criterionMax = 80;

export const primaryCareSpecialties = ['Family Medicine', 'Internal Medicine', 'Pediatrics', 'Geriatrics'] as const;

export const providerSearchSchema = z.object({
  name: z.string().trim().max(criterionMax, `Enter a doctor’s name of ${criterionMax} characters or fewer`),
  specialty: z.string().refine((value) => value === '' || (primaryCareSpecialties as readonly string[]).includes(value), 'Choose a specialty from the list'),
  city: z.string().trim().max(criterionMax, `Enter a city of ${criterionMax} characters or fewer`),
  zip: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{5}$/.test(value), 'Enter a 5-digit ZIP code, like 72201'),
  acceptingOnly: z.boolean(),
});

export const emptyProviderSearch: z.input<typeof providerSearchSchema> = {
  name: '',
  specialty: '',
  city: '',
  zip: '',
  acceptingOnly: true,
};
