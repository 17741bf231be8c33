// The live checklist of the new password's requirements (from @portal/forms' password rules). Each
// line says in words whether it is met, not by colour or icon alone; it is read with the field as its
// description, not announced on every keystroke.
import { passwordRequirements } from '@portal/forms';
import styles from './privacy-security.module.css';

export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <div id={id} className={styles.checklist}>
      <p className={styles.checklistTitle}>Your new password needs:</p>
      <ul>
        {passwordRequirements.map((requirement) => {
          const met = requirement.met(password);
          return (
            <li key={requirement.id} className={met ? styles.met : styles.unmet}>
              <span aria-hidden="true" className={styles.mark}>
                {met ? '✓' : '•'}
              </span>{' '}
              {requirement.label}
              <span className="portal-visually-hidden">{met ? ' (done)' : ' (not yet)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
