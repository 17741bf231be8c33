import styles from './select.module.css';

/**
 * The class of a <select> that is not a form field (the claims' sort order, the message filters,
 * whose health record or ID card to show). Form fields use @portal/forms' SelectField.
 */
export function selectClassName(): string {
  return styles.select ?? 'select';
}
