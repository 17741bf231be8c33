import type { Brand } from '@portal/ui';
import styles from './brand-logo.module.css';

/** The line-of-business logo: a cross mark and the brand's name. */
export function BrandLogo({ brand }: { brand: Brand }) {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" fill="currentColor" />
        <path d="M14 7h4v7h7v4h-7v7h-4v-7H7v-4h7z" fill="var(--portal-logo-cross, #ffffff)" />
      </svg>
      <span>{brand.shortName}</span>
    </span>
  );
}
