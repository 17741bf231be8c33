// The line-of-business logo (docs/product/brands.md#brands-plan-name, docs/product/routes-and-guards.md#routes-contract-type-prefix): the brand's mark and its short name. It is one
// image named with the brand's full name; the mark takes the colour of the text around it.
import { BrandMark, type Brand } from '@portal/ui';
import styles from './brand-logo.module.css';

interface BrandLogoProps {
  brand: Brand;
  /**
   * False where the logo shares a row with buttons (the signed-in header): at 320 px (a small phone, or 400 %
   * zoom) the mark alone then stands for the brand, whose full name the image still carries.
   */
  wordmarkOnNarrowScreens?: boolean;
}

export function BrandLogo({ brand, wordmarkOnNarrowScreens = true }: BrandLogoProps) {
  return (
    <span
      className={wordmarkOnNarrowScreens ? styles.logo : `${styles.logo} ${styles.markOnlyWhenNarrow}`}
      role="img"
      aria-label={brand.name}
      data-brand-logo={brand.tier}
    >
      <BrandMark tier={brand.tier} className={styles.mark} />
      <span className={styles.wordmark}>{brand.shortName}</span>
    </span>
  );
}
