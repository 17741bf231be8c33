import { brandPalettes } from '@portal/contracts/brand-palettes';
import type { BrandTier } from '@portal/contracts/domain';
import { brandNameOf } from '../../seed/plan-display-name.ts';

const isBrandTier = (tier: string): tier is BrandTier => Object.hasOwn(brandPalettes, tier);

/**
 * Each brand tier's colours on its printed documents: the brand's palette, the one the portal's theme
 * uses (@portal/contracts/brand-palettes). The accent only decorates (the mark's ring, rules) and never
 * carries text; the tint is behind boxes, where black text keeps its contrast.
 */
export interface BrandLook {
  name: string;
  primary: string;
  accent: string;
  tint: string;
}

/** The look of a tier; the default brand's (ABCBS) for an unknown tier. */
export function brandLookOf(tier: string): BrandLook {
  const palette = isBrandTier(tier) ? brandPalettes[tier] : brandPalettes.ABCBS;
  return { name: brandNameOf(tier), primary: palette.primary, accent: palette.secondary, tint: palette.primaryTint };
}

/** The tiers with colours of their own. */
export const brandColourTiers = Object.keys(brandPalettes);

/**
 * The brand's mark, drawn: a disc in the primary colour with an accent ring and a white cross. It
 * decorates the brand name beside it, so it is an artifact a screen reader skips.
 */
export function drawBrandMark(doc: PDFKit.PDFDocument, look: BrandLook, x: number, y: number, size: number): void {
  const r = size / 2;
  const cx = x + r;
  const cy = y + r;
  const arm = size * 0.13;
  const reach = size * 0.3;
  doc.markContent('Artifact', { type: 'Layout' });
  doc.save();
  doc.circle(cx, cy, r).fill(look.accent);
  doc.circle(cx, cy, r * 0.82).fill(look.primary);
  doc.rect(cx - arm, cy - reach, arm * 2, reach * 2).fill('#ffffff');
  doc.rect(cx - reach, cy - arm, reach * 2, arm * 2).fill('#ffffff');
  doc.restore();
  doc.endMarkedContent();
}
