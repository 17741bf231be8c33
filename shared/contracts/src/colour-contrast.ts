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

/** A colour in CIE L*a*b* (D65), from sRGB. */
function lab(colour: Rgb): [number, number, number] {
  const [r, g, b] = colour.map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const xyz = [
    (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
  ];
  const [fx, fy, fz] = xyz.map((t) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116)) as [number, number, number];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/**
 * How different two colours look (CIE76): about 2.3 is just noticeable; over 20, one is not taken for
 * the other. Null if either colour cannot be read.
 */
export function colourDifference(a: string, b: string): number | null {
  const first = parseColour(a);
  const second = parseColour(b);
  if (!first || !second) return null;
  const [labA, labB] = [lab(first), lab(second)];
  return Math.hypot(labA[0] - labB[0], labA[1] - labB[1], labA[2] - labB[2]);
}
