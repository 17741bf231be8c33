// The form a field belongs to: PortalForm provides it, every field component reads it.
import { createContext, useContext } from 'react';
import { getIn } from 'formik';
import type { FormSchema } from './form-schema';
import type { PortalFormApi } from './use-portal-form';

export const PortalFormContext = createContext<PortalFormApi<FormSchema> | null>(null);

export function usePortalFormContext(): PortalFormApi<FormSchema> {
  const form = useContext(PortalFormContext);
  if (!form) throw new Error('A form field must sit inside a PortalForm');
  return form;
}

/** A field's value and how the member changes it. */
export function useFieldValue(name: string): { value: unknown; change: (value: unknown) => void } {
  const form = usePortalFormContext();
  return { value: getIn(form.values, name), change: (value) => form.changeField(name, value) };
}
