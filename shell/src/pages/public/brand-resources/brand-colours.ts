// A brand tier's colours, read from the design tokens (shared/ui tokens.css) rather than copied, so
// this page always shows what the portal actually uses.
import type { BrandTier } from '@portal/contracts/domain';

export interface BrandColours {
  primary: string;
  primaryHover: string;
  onPrimary: string;
}

/**
 * Reads the tier's token values from a probe element directly under <body>: there it gets the tier's
 * own theme or the :root defaults, never the theme of the signed-in member's plan around the page.
 */
export function readBrandColours(tier: BrandTier): BrandColours {
  const probe = document.createElement('div');
  probe.dataset.brand = tier;
  probe.hidden = true;
  document.body.append(probe);
  const style = getComputedStyle(probe);
  const root = getComputedStyle(document.documentElement);
  // A tier without a theme of its own (ABCBS) inherits the :root defaults; read them there directly,
  // which also works where custom properties are not inherited (jsdom).
  const read = (token: string) => style.getPropertyValue(token).trim() || root.getPropertyValue(token).trim();
  const colours = {
    primary: read('--portal-color-primary'),
    primaryHover: read('--portal-color-primary-hover'),
    onPrimary: read('--portal-color-on-primary'),
  };
  probe.remove();
  return colours;
}
