import { useState } from 'react';
import type { BrandTier } from '@portal/contracts/domain';
import { brandOf } from '@portal/ui';
import { BrandLogo } from '../../../brand/brand-logo';
import { readBrandColours } from './brand-colours';
import { contrastRating, contrastRatio, formatRatio } from '@portal/contracts/colour-contrast';
import styles from './brand-resources-page.module.css';

function ColourRow({ name, colour, textColour }: { name: string; colour: string; textColour: string }) {
  const ratio = contrastRatio(textColour, colour);
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>
        <span className={styles.swatch} style={{ background: colour, color: textColour }} aria-hidden="true">
          Aa
        </span>
        <code>{colour || 'not available'}</code>
      </td>
      <td>
        {ratio === null ? (
          'not available'
        ) : (
          <>
            <strong>{formatRatio(ratio)}</strong>
            <span className={styles.rating}>{contrastRating(ratio)}</span>
          </>
        )}
      </td>
    </tr>
  );
}

/** One brand tier: its logo, plan display name and colours with their contrast against white text. */
export function BrandCard({ tier }: { tier: BrandTier }) {
  const brand = brandOf(tier);
  // Tokens do not change while the page is open: read them once.
  const [colours] = useState(() => readBrandColours(tier));
  const headingId = `brand-${tier.toLowerCase()}`;
  return (
    <li className={styles.card}>
      <h3 id={headingId}>{brand.name}</h3>
      <div className={styles.logoPreview} style={{ color: colours.primary || undefined }}>
        <BrandLogo brand={brand} />
      </div>
      <dl className={styles.facts}>
        <dt>Plan display name</dt>
        <dd>{brand.name}</dd>
        <dt>Short name</dt>
        <dd>{brand.shortName}</dd>
        <dt>Brand code</dt>
        <dd>
          <code>{tier}</code>
        </dd>
      </dl>
      <table className={styles.colours}>
        <caption>{brand.shortName} colors with white text</caption>
        <thead>
          <tr>
            <th scope="col">Use</th>
            <th scope="col">Color</th>
            <th scope="col">Contrast</th>
          </tr>
        </thead>
        <tbody>
          <ColourRow name="Primary (buttons, links, headers)" colour={colours.primary} textColour={colours.onPrimary} />
          <ColourRow name="Primary, hover" colour={colours.primaryHover} textColour={colours.onPrimary} />
        </tbody>
      </table>
    </li>
  );
}
