// The markup every field shares, apart from the form machinery: a visible label with its required
// marking, the hint and the error message. The error sits between the label and the control, where a
// screen magnifier user looks. Nothing here reads Formik, so a form drawn before Formik has loaded
// (on-intent/) draws exactly these.
import type { ReactNode } from 'react';
import type { FieldIds } from './field-ids';
import styles from './fields.module.css';

export interface FieldTextProps {
  /** The field's name in the form values. */
  name: string;
  /** The visible label. */
  label: ReactNode;
  /** Help shown under the label and read with the field. */
  hint?: ReactNode;
  /** Marks the field "(required)"; the schema decides what is actually required. */
  required?: boolean;
}

export function RequiredMark({ required }: { required?: boolean }) {
  return required ? <span className={styles.required}> (required)</span> : null;
}

export function FieldHint({ ids, hint }: { ids: FieldIds; hint?: ReactNode }) {
  return hint ? (
    <p id={ids.hint} className={styles.hint}>
      {hint}
    </p>
  ) : null;
}

export function FieldErrorMessage({ ids, error }: { ids: FieldIds; error?: string }) {
  return error ? (
    <p id={ids.error} className={styles.error}>
      <span className="portal-visually-hidden">Error: </span>
      {error}
    </p>
  ) : null;
}

interface FieldFrameProps extends Omit<FieldTextProps, 'name'> {
  ids: FieldIds;
  error?: string;
  children: ReactNode;
}

/** Label, hint and error above the control (text inputs, text areas, selects). */
export function FieldFrame({ ids, label, hint, required, error, children }: FieldFrameProps) {
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <label className={styles.label} htmlFor={ids.input}>
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldHint ids={ids} hint={hint} />
      <FieldErrorMessage ids={ids} error={error} />
      {children}
    </div>
  );
}
