// The footer (docs/product/routes-and-guards.md#routes-public), the same on every page that has one: the line-of-business logo,
// licensee text, the copyright with the current year, the mobile app-store links, the 75-counties
// statement and the Linking Disclaimer dialog with its Close button. Its brand is the selected plan's,
// or the one remembered on this device before a plan is selected (BrandVariants).
import { lazy, Suspense, useState } from 'react';
import { BrandLogo } from '../brand/brand-logo';
import { BrandVariants } from '../brand/brand-variants';
import { useCurrentYear } from './use-current-year';
import styles from './site-footer.module.css';

const LinkingDisclaimerDialog = lazy(() => import('./linking-disclaimer-dialog'));

const appStores = [
  { label: 'Download on the App Store', href: 'https://apps.apple.com/us/app/arkansas-blue-cross/id1135393017' },
  { label: 'Get it on Google Play', href: 'https://play.google.com/store/apps/details?id=com.arkbluecross.mobile' },
];

export function SiteFooter() {
  const year = useCurrentYear();
  const [disclaimerOpen, setDisclaimerOpen] = useState(false);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <BrandVariants as="div">
            {(brand) => (
              <>
                <p className={styles.logo}>
                  <BrandLogo brand={brand} />
                </p>
                <p>{brand.licensee}</p>
              </>
            )}
          </BrandVariants>
          <p>We proudly serve members in all 75 counties of Arkansas.</p>
        </div>
        <div className={styles.more}>
          <p className={styles.heading}>Get the mobile app</p>
          <ul className={styles.links} aria-label="Get the mobile app">
            {appStores.map((store) => (
              <li key={store.href}>
                <a href={store.href} target="_blank" rel="noopener noreferrer">
                  {store.label}
                  <span className="portal-visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
          <p>
            <button type="button" className={styles.linkButton} onClick={() => setDisclaimerOpen(true)}>
              Linking disclaimer
            </button>
          </p>
        </div>
        <BrandVariants as="div">
          {(brand) => (
            <p className={styles.copyright}>
              © <span suppressHydrationWarning>{year}</span> {brand.copyrightHolder}. All rights reserved.
            </p>
          )}
        </BrandVariants>
      </div>
      {disclaimerOpen && (
        <Suspense fallback={null}>
          <LinkingDisclaimerDialog onClose={() => setDisclaimerOpen(false)} />
        </Suspense>
      )}
    </footer>
  );
}
