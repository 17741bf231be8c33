// Which brand a page shows before a plan is selected is known only in the browser (the tier remembered
// on this device, remembered-brand.ts), but the landing page is rendered once at build time for every
// member. So until a plan is selected, the parts that differ by brand (logo, wording, help line) are
// rendered in every brand's version, and the stylesheet shows the one that <html data-brand> names.
// That attribute is set before the first paint: by landing-brand.ts on the pre-rendered page, by the
// layout in the single-page app. Nothing is replaced when the portal hydrates the page, so focus and
// the DOM are kept (docs/performance.md#the-pre-rendered-landing-page). With a plan, only its brand renders.
import type { ReactNode } from 'react';
import { useSession } from '@portal/session';
import { brandOf, type Brand } from '@portal/ui';
import { brandTiers } from './brand-tiers';
import styles from './brand-variants.module.css';

interface BrandVariantsProps {
  children: (brand: Brand) => ReactNode;
  /** The element around each version: a span where phrasing content is allowed only. */
  as?: 'span' | 'div';
}

export function BrandVariants({ children, as: Wrapper = 'span' }: BrandVariantsProps) {
  const planTier = useSession((state) => state.selectedPlan?.tier1);
  if (planTier) return <>{children(brandOf(planTier))}</>;
  return (
    <>
      {brandTiers.map((tier) => (
        <Wrapper key={tier} className={styles.variant} data-brand-variant={tier}>
          {children(brandOf(tier))}
        </Wrapper>
      ))}
    </>
  );
}
