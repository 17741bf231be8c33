import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
}

export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={[styles.button, styles[variant], className].filter(Boolean).join(' ')} {...props} />;
}

/** The class names of a button, for links that look like buttons. */
export function buttonClassName(variant: 'primary' | 'secondary' = 'primary'): string {
  return [styles.button, styles[variant]].join(' ');
}
