// A phone number input that shows (xxx) xxx-xxxx as the member types and keeps digits only, up to 10
// (docs/product/validation.md#format-phone). The caret stays after the digit just typed, also when editing in the middle.
import type { ChangeEvent } from 'react';
import { useDomValue } from './dom-value';
import { describedBy, useFieldIds } from './field-ids';
import { useFieldValue } from './form-context';
import { FieldFrame, useFieldError } from './field-frame';
import type { TextFieldProps } from './text-field';
import { formatPhone, phoneDigitCount } from './validation';
import styles from './fields.module.css';

export type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'>;

/** The caret position in `formatted` just after its `digitCount`-th digit. */
function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index] ?? '') && ++seen === digitCount) return index + 1;
  }
  return formatted.length;
}

export function PhoneField({ name, label, hint, required, className, ...inputProps }: PhoneFieldProps) {
  const { value, change } = useFieldValue(name);
  const ids = useFieldIds(name);
  const error = useFieldError(name);
  const input = useDomValue<HTMLInputElement>(value);

  // The field shows the reformatted number at once, with the caret back where the member was typing.
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const element = event.target;
    const typed = element.value;
    const formatted = formatPhone(typed);
    const digitsTyped = typed.replace(/\D/g, '');
    const droppedCountryCode = digitsTyped.length > phoneDigitCount && digitsTyped.startsWith('1') ? 1 : 0;
    const digitsBeforeCaret = typed.slice(0, element.selectionStart ?? typed.length).replace(/\D/g, '').length - droppedCountryCode;
    const caret = caretAfterDigits(formatted, Math.max(0, Math.min(digitsBeforeCaret, phoneDigitCount)));
    element.value = formatted;
    if (element === document.activeElement) element.setSelectionRange(caret, caret);
    change(formatted);
  };

  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error}>
      <input
        {...inputProps}
        ref={input}
        name={name}
        onChange={onChange}
        id={ids.input}
        type="tel"
        inputMode="tel"
        autoComplete={inputProps.autoComplete ?? 'tel-national'}
        className={className ? `${styles.input} ${styles.short} ${className}` : `${styles.input} ${styles.short}`}
        aria-invalid={error !== undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(hint ? ids.hint : null, error && ids.error)}
      />
    </FieldFrame>
  );
}
