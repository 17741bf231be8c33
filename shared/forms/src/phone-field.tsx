// A phone number input that shows (xxx) xxx-xxxx as the member types and keeps digits only, up to 10
// (docs/product/validation.md#format-phone). The caret stays after the digit just typed, also when editing in the middle.
import type { ChangeEvent } from 'react';
import { InputField, type TextFieldProps } from './text-field';
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

/** The number reformatted at once, with the caret back where the member was typing. */
function reformatAsTyped(event: ChangeEvent<HTMLInputElement>): string {
  const element = event.target;
  const typed = element.value;
  const formatted = formatPhone(typed);
  const digitsTyped = typed.replace(/\D/g, '');
  const droppedCountryCode = digitsTyped.length > phoneDigitCount && digitsTyped.startsWith('1') ? 1 : 0;
  const digitsBeforeCaret = typed.slice(0, element.selectionStart ?? typed.length).replace(/\D/g, '').length - droppedCountryCode;
  const caret = caretAfterDigits(formatted, Math.max(0, Math.min(digitsBeforeCaret, phoneDigitCount)));
  element.value = formatted;
  if (element === document.activeElement) element.setSelectionRange(caret, caret);
  return formatted;
}

export function PhoneField({ className, autoComplete = 'tel-national', ...props }: PhoneFieldProps) {
  return (
    <InputField
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      className={className ? `${styles.short} ${className}` : styles.short}
      typedValue={reformatAsTyped}
    />
  );
}
