// The brand of the page is an attribute of <html> (data-brand), which selects the brand's design
// tokens (shared/ui tokens.css) for everything on the page, dialogs rendered outside the layout
// included, and which brand's logo and wording BrandVariants shows before a plan is selected.
import type { BrandTier } from '@portal/contracts/domain';

export const documentBrandAttribute = 'data-brand';

export function applyDocumentBrand(tier: BrandTier | null): void {
  const root = document.documentElement;
  if (tier) root.setAttribute(documentBrandAttribute, tier);
  else root.removeAttribute(documentBrandAttribute);
  // The browser's own bar takes the brand colour too (Android's address bar).
  const themeColour = document.querySelector('meta[name="theme-color"]');
  const primary = getComputedStyle(root).getPropertyValue('--portal-color-primary').trim();
  if (themeColour && primary) themeColour.setAttribute('content', primary);
}
