// The landing page's help line: the brand's customer-service number, a tap-to-call link, with the TTY
// relay and the hours. The numbers are the contact page's (customer-service-lines.ts), which are the
// brands' own (@portal/ui brands, the number on the brand's ID cards).
import type { BrandTier } from '@portal/contracts/domain';
import { BrandVariants } from '../brand/brand-variants';
import { formatPhone, phoneHref } from '@portal/ui';
import { brandLineTiers, customerServiceLines, ttyNumber, type CustomerServiceLine } from './public/contact/customer-service-lines';
import styles from './landing-help-line.module.css';

/** The contact page's customer-service line of the brand (Medicare plans have their own). */
export function helpLineOf(tier: BrandTier): CustomerServiceLine {
  const id = Object.entries(brandLineTiers).find(([, tiers]) => (tiers as readonly BrandTier[]).includes(tier))?.[0];
  const line = customerServiceLines.find((candidate) => candidate.id === id);
  if (!line) throw new Error(`no customer-service line for ${tier}`);
  return line;
}

export function LandingHelpLine() {
  return (
    <BrandVariants as="div">
      {(brand) => {
        const line = helpLineOf(brand.tier);
        return (
          <div className={styles.helpLine}>
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
            </svg>
            <div>
              <p>Questions about your plan? Call customer service:</p>
              <p>
                <a className={styles.phone} href={phoneHref(line.phone) ?? undefined}>
                  {formatPhone(line.phone)}
                </a>{' '}
                (TTY {ttyNumber})
              </p>
              <p className={styles.hours}>{line.hours}.</p>
            </div>
          </div>
        );
      }}
    </BrandVariants>
  );
}
