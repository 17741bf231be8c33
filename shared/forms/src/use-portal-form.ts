// react-hook-form set up the one way every portal form behaves: a zod schema validates on submit,
// after a failed submit a field is checked again as the member changes it, and the error summary (not the first field)
// takes focus after a failed submit. Values are kept on every error, so nothing typed is lost.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export type PortalFormApi<TSchema extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>>;

export function usePortalForm<TSchema extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
}: {
  schema: TSchema;
  /** Every field's starting value ('' for text and selects, false for checkboxes). */
  defaultValues: DefaultValues<z.input<TSchema>>;
}): PortalFormApi<TSchema> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    // Not onBlur: an error line removed when the field loses focus moves the submit button while it is
    // being pressed (mousedown blurs the field), so the click lands beside it and the submit is lost.
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
}
