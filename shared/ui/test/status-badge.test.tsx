import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { StatusBadge, claimStatusColor, isPendingClaim, statusColors } from '@portal/ui';

const read = (file: string) => fs.readFileSync(path.join(__dirname, '../src', file), 'utf8');

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** CIE L*a*b* of an sRGB colour (D65 white). */
function lab(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
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
/** CIE76 colour difference: about 2.3 is just noticeable; over 20, two colours are not taken for each other. */
function deltaE(a: string, b: string): number {
  const [first, second] = [lab(a), lab(b)];
  return Math.hypot(...first.map((value, index) => value - second[index]!));
}

/** The declarations of `.name { ... }` in a stylesheet. */
function rule(css: string, name: string): Record<string, string> {
  const body = new RegExp(`\\.${name} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries([...body.matchAll(/([\w-]+):\s*([^;]+);/g)].map(([, property, value]) => [property, value!.trim()]));
}

describe('StatusBadge', () => {
  it('always shows the status in words, with its colour as a data attribute', () => {
    render(<StatusBadge color="purple">Authorization sent to wrong Payor</StatusBadge>);
    const badge = screen.getByText('Authorization sent to wrong Payor');
    expect(badge).toHaveAttribute('data-label-color', 'purple');
  });

  it('marks something with no status meaning (a message’s "Unread") with a neutral tag in the text colour, no status or brand colour', () => {
    render(<StatusBadge color="neutral">Unread</StatusBadge>);
    expect(screen.getByText('Unread')).toHaveAttribute('data-label-color', 'neutral');
    expect(rule(badgeCss, 'neutral')).toEqual({
      'border-color': 'var(--portal-color-border)',
      background: 'var(--portal-color-surface)',
      color: 'var(--portal-color-text)',
    });
  });

  it('shows a status without a colour as plain text', () => {
    render(<StatusBadge color={false}>Something new</StatusBadge>);
    expect(screen.getByText('Something new')).not.toHaveAttribute('data-label-color');
  });

  it('gives claim statuses the fixed colour meanings: finished green, processing grey, denied red, unknown none', () => {
    expect(['Processed', 'Adjusted', 'Pending', 'Denied', 'Reopened'].map(claimStatusColor)).toEqual([
      'green',
      'green',
      'grey',
      'red',
      false,
    ]);
    expect(claimStatusColor(' pending ')).toBe('grey');
    expect(isPendingClaim('PENDING')).toBe(true);
    expect(isPendingClaim('Processed')).toBe(false);
  });

  const badgeCss = read('status-badge/status-badge.module.css');
  const tokens = read('tokens.css');
  const brandColours = [...tokens.matchAll(/--portal-color-primary(?:-hover)?:\s*(#[0-9a-f]{6})/gi)].map(([, hex]) => hex!.toLowerCase());

  it.each(statusColors)('%s: dark text on its tint at 7:1 or more, its border at 4.5:1 on white', (color) => {
    const { background, color: text, 'border-color': border } = rule(badgeCss, color);
    expect(contrast(text!, background!)).toBeGreaterThanOrEqual(7);
    expect(contrast(border!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('measures colour difference as CIE76', () => {
    expect(deltaE('#000000', '#ffffff')).toBeCloseTo(100, 1);
    expect(deltaE('#ff0000', '#ff0000')).toBe(0);
    // The badge purple this check was written for stood 12.9 from Octave's purple.
    expect(deltaE('#6a1670', '#5b2a86')).toBeCloseTo(12.9, 1);
  });

  it.each(statusColors)(
    '%s: its border, tint and text are each far (CIE76 over 20) from every brand’s primary and hover colour',
    (color) => {
      const declared = Object.values(rule(badgeCss, color));
      expect(declared).toHaveLength(3);
      const tooClose = declared.flatMap((badge) =>
        brandColours
          .filter((brand) => deltaE(badge, brand) <= 20)
          .map((brand) => `${badge} ~ ${brand}: ${deltaE(badge, brand).toFixed(1)}`),
      );
      expect(tooClose).toEqual([]);
    },
  );

  it('never uses a brand colour of any of the five brand themes, so a status never looks like the brand', () => {
    expect(brandColours.length).toBeGreaterThanOrEqual(10);
    for (const color of statusColors) {
      const declared = Object.values(rule(badgeCss, color)).map((value) => value.toLowerCase());
      for (const brand of brandColours) expect(declared).not.toContain(brand);
    }
  });
});
