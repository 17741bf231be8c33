// The live checklist of the new-password requirements (docs/product/validation.md#validate-password-new), from the shared rules, so it
// always matches what the form and the member API check. Met and not-met differ by mark and words,
// not colour alone; screen readers hear a short count once typing pauses, not every keystroke.
import { useEffect, useState } from 'react';
import { passwordRequirements } from '@portal/forms';
import styles from './password-checklist.module.css';

const announceDelayMs = 1000;

export function passwordProgressText(password: string): string {
  const met = passwordRequirements.filter((requirement) => requirement.met(password)).length;
  return met === passwordRequirements.length
    ? 'Your password meets every requirement.'
    : `Your password meets ${met} of ${passwordRequirements.length} requirements.`;
}

export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const [announcement, setAnnouncement] = useState('');
  const progress = password ? passwordProgressText(password) : '';

  useEffect(() => {
    const timer = setTimeout(() => setAnnouncement(progress), announceDelayMs);
    return () => clearTimeout(timer);
  }, [progress]);

  return (
    <>
      <ul id={id} className={styles.checklist} aria-label="Password requirements">
        {passwordRequirements.map((requirement) => {
          const met = password !== '' && requirement.met(password);
          return (
            <li key={requirement.id} className={met ? `${styles.item} ${styles.met}` : styles.item}>
              <span className={styles.mark} aria-hidden="true">
                {met ? '✓' : '–'}
              </span>
              <span>
                {requirement.label}
                <span className="portal-visually-hidden">{met ? ': met' : ': not met yet'}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <p className="portal-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
