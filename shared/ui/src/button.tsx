import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /**
   * danger: an action that deletes or ends something (a confirmation dialog's red action); link: an
   * action that reads as a link in running text or a list (open a document, read the terms).
   */
  variant?: 'primary' | 'secondary' | 'danger' | 'link';
}

export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={[styles.button, styles[variant], className].filter(Boolean).join(' ')} {...props} />;
}

/** The class names of a button, for links that look like buttons. */
export function buttonClassName(variant: 'primary' | 'secondary' = 'primary'): string {
  return [styles.button, styles[variant]].join(' ');
}
