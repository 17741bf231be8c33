// A phone number input that shows (xxx) xxx-xxxx as the member types and keeps digits only, up to 10
// (SPEC section 5). The caret stays after the digit just typed, also when editing in the middle.
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { useController } from 'react-hook-form';
import { describedBy, useFieldIds } from './field-ids';
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
  const { field } = useController({ name });
  const ids = useFieldIds(name);
  const error = useFieldError(name);
  const input = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  // After React writes the reformatted value, put the caret back where the member was typing.
  useLayoutEffect(() => {
    const element = input.current;
    if (pendingCaret.current === null || !element || element !== document.activeElement) return;
    element.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const formatted = formatPhone(typed);
    const digitsTyped = typed.replace(/\D/g, '');
    const droppedCountryCode = digitsTyped.length > phoneDigitCount && digitsTyped.startsWith('1') ? 1 : 0;
    const digitsBeforeCaret = typed.slice(0, event.target.selectionStart ?? typed.length).replace(/\D/g, '').length - droppedCountryCode;
    pendingCaret.current = caretAfterDigits(formatted, Math.max(0, Math.min(digitsBeforeCaret, phoneDigitCount)));
    field.onChange(formatted);
  };

  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error}>
      <input
        {...inputProps}
        ref={(element) => {
          input.current = element;
          field.ref(element);
        }}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={onChange}
        onBlur={field.onBlur}
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
