// WCAG 2.1 contrast ratio between two colours (relative luminance, success criteria 1.4.3 and 1.4.11).

type Rgb = readonly [number, number, number];

/** Parses #rgb, #rrggbb or rgb(r, g, b); null for anything else. */
export function parseColour(value: string): Rgb | null {
  const colour = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(colour)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/.exec(colour);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

function luminance([red, green, blue]: Rgb): number {
  const [r, g, b] = [red, green, blue].map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The ratio (1 to 21), or null if either colour cannot be read. */
export function contrastRatio(foreground: string, background: string): number | null {
  const a = parseColour(foreground);
  const b = parseColour(background);
  if (!a || !b) return null;
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** "9.80:1", rounded down so a ratio just under a threshold never reads as passing. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** What a ratio allows under WCAG 2.1 AA. */
export function contrastRating(ratio: number): string {
  if (ratio >= 7) return 'Passes AA and AAA, text of any size';
  if (ratio >= 4.5) return 'Passes AA, text of any size';
  if (ratio >= 3) return 'Passes AA for large text and interface parts only';
  return 'Fails AA: do not use for text';
}
