// The parts every field shares (field-parts.tsx) and the field's error as the form holds it.
import { getIn } from 'formik';
import { usePortalFormContext } from './form-context';

export { FieldErrorMessage, FieldFrame, FieldHint, RequiredMark, type FieldTextProps } from './field-parts';

/** The field's current error message, if any. */
export function useFieldError(name: string): string | undefined {
  const message: unknown = getIn(usePortalFormContext().errors, name);
  return typeof message === 'string' && message !== '' ? message : undefined;
}
