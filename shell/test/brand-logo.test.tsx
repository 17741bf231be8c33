// Each brand tier its own logo (docs/product/brands.md#brands-tiers): the header's logo was a blank white square
// for every brand (a cross drawn in a colour SVG attributes cannot take, on a white square).
import { render, screen } from '@testing-library/react';
import { brandMarkPaths, brandOf } from '@portal/ui';
import { BrandLogo } from '../src/brand/brand-logo';
import { brandTiers } from '../src/brand/brand-tiers';

function markOf(logo: HTMLElement): Element {
  const path = logo.querySelector('svg path');
  if (!path) throw new Error('the logo has no mark');
  return path;
}

describe('brand logos', () => {
  it('names each brand’s logo with its full name and shows its short name', () => {
    for (const tier of brandTiers) {
      const brand = brandOf(tier);
      const { unmount } = render(<BrandLogo brand={brand} />);
      const logo = screen.getByRole('img', { name: brand.name });
      expect(logo).toHaveTextContent(brand.shortName);
      unmount();
    }
  });

  it('draws a different, non-empty mark for every brand', () => {
    const marks = brandTiers.map((tier) => {
      const { unmount } = render(<BrandLogo brand={brandOf(tier)} />);
      const d = markOf(screen.getByRole('img')).getAttribute('d') ?? '';
      unmount();
      return d;
    });
    for (const d of marks) expect(d.length).toBeGreaterThan(20);
    expect(new Set(marks).size).toBe(brandTiers.length);
    expect(Object.keys(brandMarkPaths).sort()).toEqual([...brandTiers].sort());
  });

  it('draws the mark in the colour of the text around it with see-through cut-outs, so it shows on the dark header and the light footer', () => {
    for (const tier of brandTiers) {
      const { unmount } = render(<BrandLogo brand={brandOf(tier)} />);
      const mark = markOf(screen.getByRole('img'));
      expect(mark).toHaveAttribute('fill', 'currentColor');
      expect(mark).toHaveAttribute('fill-rule', 'evenodd');
      // One outline and at least one cut-out: two or more subpaths.
      expect((mark.getAttribute('d') ?? '').match(/M/gi)?.length ?? 0).toBeGreaterThanOrEqual(2);
      unmount();
    }
  });
});
