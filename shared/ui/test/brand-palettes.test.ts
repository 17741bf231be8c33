// Each brand's colours are its own and readable: the design tokens hold the palettes the sign-in pages
// use too, every text pair reaches 4.5:1 and every graphic colour 3:1, and no two brands look alike.
// (The status colours keep apart from every brand's: status-badge.test.tsx.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrandTier } from '@portal/contracts/domain';
import { brandPalettes, brandPaletteTokens, type BrandPalette } from '@portal/contracts/brand-palettes';
import { colourDifference, contrastRatio, parseColour } from '@portal/contracts/colour-contrast';

const stylesheet = readFileSync(path.join(__dirname, '../src/tokens.css'), 'utf8');

/** The custom properties declared in the rule with exactly this selector. */
function declarationsOf(selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(stylesheet)?.[1] ?? '';
  return Object.fromEntries([...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1], match[2]!.trim()]));
}

const root = declarationsOf(':root');
const neutral = {
  text: root['--portal-color-text']!,
  textMuted: root['--portal-color-text-muted']!,
  surface: root['--portal-color-surface']!,
  surfaceAlt: root['--portal-color-surface-alt']!,
  danger: root['--portal-color-danger']!,
};
const tiers = Object.keys(brandPalettes) as BrandTier[];

test('the stylesheet reads the neutral colours the checks below need', () => {
  for (const value of Object.values(neutral)) expect(parseColour(value ?? '')).not.toBeNull();
});

describe.each(tiers)('the %s palette', (tier) => {
  const palette: BrandPalette = brandPalettes[tier];

  test('is what the design tokens of the brand hold', () => {
    const declared = declarationsOf(`[data-brand='${tier}']`);
    for (const [colour, token] of Object.entries(brandPaletteTokens) as [keyof BrandPalette, string][]) {
      expect({ token, value: declared[token] }).toEqual({ token, value: palette[colour] });
    }
  });

  const textPairs: [name: string, foreground: string, background: string][] = [
    ['white text on the primary colour (header, buttons)', palette.onPrimary, palette.primary],
    ['white text on the hover colour', palette.onPrimary, palette.primaryHover],
    ['links on the page', palette.primary, neutral.surface],
    ['links on a light grey panel', palette.primary, neutral.surfaceAlt],
    ['links on the brand tint', palette.primary, palette.primaryTint],
    ['text on the brand tint', neutral.text, palette.primaryTint],
    ['muted text on the brand tint', neutral.textMuted, palette.primaryTint],
  ];
  test.each(textPairs)('%s reaches 4.5:1', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  const graphicPairs: [name: string, foreground: string, background: string][] = [
    ['the accent on the page', palette.accent, neutral.surface],
    ['the accent on its tint', palette.accent, palette.accentTint],
    ['the accent on the brand tint', palette.accent, palette.primaryTint],
    ['the secondary colour on the page', palette.secondary, neutral.surface],
  ];
  test.each(graphicPairs)('%s reaches 3:1 (illustrations and marks)', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(3);
  });

  test('its primary colour is not taken for the error red', () => {
    expect(colourDifference(palette.primary, neutral.danger)).toBeGreaterThan(20);
  });
});

test('the design tokens of the page default to the default brand', () => {
  for (const [colour, token] of Object.entries(brandPaletteTokens) as [keyof BrandPalette, string][]) {
    expect({ token, value: root[token] }).toEqual({ token, value: brandPalettes.ABCBS[colour] });
  }
});

// CIE76 over 20 is two colours not taken for each other; brands keep a margin above that.
test.each(tiers.flatMap((a, index) => tiers.slice(index + 1).map((b) => [a, b] as const)))(
  '%s and %s have primary colours nobody takes for each other',
  (a, b) => {
    expect(colourDifference(brandPalettes[a].primary, brandPalettes[b].primary)).toBeGreaterThanOrEqual(25);
  },
);

test('no two brands share a primary or an accent colour', () => {
  const colours = tiers.flatMap((tier) => [brandPalettes[tier].primary, brandPalettes[tier].accent]);
  expect(new Set(colours).size).toBe(colours.length);
});
