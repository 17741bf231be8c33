import { brandNameOf } from '../../seed/plan-display-name.ts';

/**
 * Each brand tier's colours on its printed documents. The primary colour is the portal theme's
 * (--portal-color-primary of the tier in shared/ui/src/tokens.css; a test keeps them equal); the
 * accent only decorates (the mark's ring, rules) and never carries text.
 */
export interface BrandLook {
  name: string;
  primary: string;
  accent: string;
  /** A pale tint of the primary colour behind boxes; black text on it keeps its contrast. */
  tint: string;
}

const COLOURS_BY_TIER: Record<string, Omit<BrandLook, 'name'>> = {
  ABCBS: { primary: '#00457c', accent: '#5fa8dc', tint: '#eaf2f9' },
  HA: { primary: '#005a70', accent: '#6cc3a0', tint: '#e6f3f1' },
  BA: { primary: '#1f4e8c', accent: '#f2a900', tint: '#ecf1f8' },
  ABM: { primary: '#0b4f6c', accent: '#e07a3f', tint: '#e8f1f5' },
  OCTAVE: { primary: '#5b2a86', accent: '#c59be0', tint: '#f2ecf7' },
};

/** The look of a tier; the default brand's (ABCBS) for an unknown tier. */
export function brandLookOf(tier: string): BrandLook {
  return { name: brandNameOf(tier), ...(COLOURS_BY_TIER[tier] ?? COLOURS_BY_TIER.ABCBS!) };
}

/** The tiers with colours of their own, for the test that they match the portal theme. */
export const brandColourTiers = Object.keys(COLOURS_BY_TIER);

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
