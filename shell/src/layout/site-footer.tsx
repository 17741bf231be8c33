// The footer (SPEC section 2): line-of-business logo, licensee text, copyright with the current year,
// mobile app-store links, the 75-counties statement and the Linking Disclaimer dialog. Basic-template
// pages (contact, terms of use) get the basic footer: licensee and copyright only.
import { lazy, Suspense, useState } from 'react';
import { BrandLogo } from './brand-logo';
import { useBrand } from './use-brand';
import styles from './site-footer.module.css';

const LinkingDisclaimerDialog = lazy(() => import('./linking-disclaimer-dialog'));

const appStores = [
  { label: 'Download the app on the App Store', href: 'https://apps.apple.com/us/app/arkansas-blue-cross/id1135393017' },
  { label: 'Get the app on Google Play', href: 'https://play.google.com/store/apps/details?id=com.arkbluecross.mobile' },
];

export function SiteFooter({ variant }: { variant: 'full' | 'basic' }) {
  const brand = useBrand();
  const [disclaimerOpen, setDisclaimerOpen] = useState(false);
  const copyright = (
    <p>
      © {new Date().getFullYear()} {brand.copyrightHolder}. All rights reserved.
    </p>
  );
  if (variant === 'basic') {
    return (
      <footer className={styles.footer}>
        <div className={styles.inner}>
          <p>{brand.licensee}</p>
          {copyright}
        </div>
      </footer>
    );
  }
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <BrandLogo brand={brand} />
        <p>{brand.licensee}</p>
        <p>We proudly serve members in all 75 counties of Arkansas.</p>
        <ul className={styles.links} aria-label="Mobile app">
          {appStores.map((store) => (
            <li key={store.href}>
              <a href={store.href} target="_blank" rel="noopener noreferrer">
                {store.label}
                <span className="portal-visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
          <li>
            <button type="button" className={styles.linkButton} onClick={() => setDisclaimerOpen(true)}>
              Linking Disclaimer
            </button>
          </li>
        </ul>
        {copyright}
      </div>
      {disclaimerOpen && (
        <Suspense fallback={null}>
          <LinkingDisclaimerDialog brand={brand} onClose={() => setDisclaimerOpen(false)} />
        </Suspense>
      )}
    </footer>
  );
}
