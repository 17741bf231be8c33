import { z } from 'zod';

export const estimateSchema = z.object({
  procedureCode: z.string().min(1, 'Choose the care you want to price'),
  zip: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{5}$/.test(value), 'Enter a 5-digit ZIP code, like 72201'),
});

export const emptyEstimate: z.input<typeof estimateSchema> = { procedureCode: '', zip: '' };
