// Ids that tie a field's label, hint, error and counter together, prefixed with the form's id so two
// forms on one page never clash, and readable in the error summary's links (#contact-phoneNumber).
import { createContext, useContext } from 'react';

export const FormIdContext = createContext<string>('form');

export interface FieldIds {
  input: string;
  hint: string;
  error: string;
  counter: string;
}

export function fieldIds(formId: string, name: string): FieldIds {
  const input = `${formId}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  return { input, hint: `${input}-hint`, error: `${input}-error`, counter: `${input}-counter` };
}

export function useFieldIds(name: string): FieldIds {
  return fieldIds(useContext(FormIdContext), name);
}

/** The aria-describedby value: hint first, then the error, then anything else (a counter). */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}
