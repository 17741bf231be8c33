// A multi-line field with a live character counter ("12 of 450 characters"). Typing past the limit is
// allowed and shown, never cut off, so nothing pasted is lost; the schema reports it on submit.
import { useEffect, useState, type TextareaHTMLAttributes } from 'react';
import { characterCount } from '@portal/contracts/field-rules';
import { useDomValue } from './dom-value';
import { FieldFrame, type FieldTextProps } from './field-frame';
import { useFieldControl } from './field-control';
import styles from './fields.module.css';

type ManagedTextAreaProps = 'name' | 'id' | 'required' | 'maxLength' | 'aria-invalid' | 'aria-describedby' | 'aria-required' | 'children';

export interface TextAreaProps extends FieldTextProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, ManagedTextAreaProps> {
  /** The character limit the counter shows (the schema enforces it). */
  maxLength: number;
}

/** How long typing must pause before screen readers hear the count (every keystroke would be noise). */
const announceDelayMs = 1000;

export function characterCountText(length: number, maxLength: number): string {
  const over = length - maxLength;
  const count = `${length} of ${maxLength} characters`;
  return over > 0 ? `${count} (${over} too many)` : count;
}

export function TextArea({ name, label, hint, required, maxLength, className, rows = 6, ...textAreaProps }: TextAreaProps) {
  const { value, change, ids, error, controlProps } = useFieldControl(name, { hint, required, counter: true });
  // Characters as the member API counts them (an emoji is one), the same count the comment rule uses.
  const length = typeof value === 'string' ? characterCount(value) : 0;
  const countText = characterCountText(length, maxLength);
  const textArea = useDomValue<HTMLTextAreaElement>(value);
  const [announcement, setAnnouncement] = useState('');

  // Announce the count once typing pauses, and only while the member is in this field.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (textArea.current && textArea.current === document.activeElement) setAnnouncement(countText);
    }, announceDelayMs);
    return () => clearTimeout(timer);
  }, [countText, textArea]);

  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error}>
      <textarea
        {...textAreaProps}
        {...controlProps}
        ref={textArea}
        onChange={(event) => change(event.target.value)}
        rows={rows}
        className={className ? `${styles.input} ${styles.textArea} ${className}` : `${styles.input} ${styles.textArea}`}
      />
      <p id={ids.counter} className={length > maxLength ? `${styles.counter} ${styles.counterOver}` : styles.counter}>
        {countText}
      </p>
      <p className="portal-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </FieldFrame>
  );
}
