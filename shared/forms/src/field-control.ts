// What every field component wires the same way onto its control (input, textarea, select): its value
// and change, the ids that tie it to its label, hint and error, and the attributes that say so to
// assistive technology (aria-invalid, aria-required, aria-describedby: hint, error, then any more).
import { useFieldValue } from './form-context';
import { describedBy, useFieldIds, type FieldIds } from './field-ids';
import { useFieldError } from './field-frame';

export interface FieldControl {
  value: unknown;
  change: (value: unknown) => void;
  ids: FieldIds;
  error: string | undefined;
  /** Spread on the control itself. */
  controlProps: {
    name: string;
    id: string;
    'aria-invalid': boolean;
    'aria-required': true | undefined;
    'aria-describedby': string | undefined;
  };
}

export function useFieldControl(
  name: string,
  {
    hint,
    required,
    counter = false,
  }: { hint?: unknown; required?: boolean; /** The field shows a character counter. */ counter?: boolean } = {},
): FieldControl {
  const { value, change } = useFieldValue(name);
  const ids = useFieldIds(name);
  const error = useFieldError(name);
  return {
    value,
    change,
    ids,
    error,
    controlProps: {
      name,
      id: ids.input,
      'aria-invalid': error !== undefined,
      'aria-required': required || undefined,
      'aria-describedby': describedBy(hint ? ids.hint : null, error && ids.error, counter && ids.counter),
    },
  };
}
