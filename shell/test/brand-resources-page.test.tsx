import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@portal/routing';
import { BrandResourcesPage } from '../src/pages/public/brand-resources/brand-resources-page';
import { contrastRatio, formatRatio } from '@portal/contracts/colour-contrast';
import { brandPalettes } from '@portal/contracts/brand-palettes';

// The page reads the real design tokens, so the test loads the real stylesheet (Jest maps CSS imports
// to an empty module, hence the file read).
beforeAll(() => {
  const tokens = document.createElement('style');
  tokens.textContent = readFileSync(path.join(__dirname, '../../shared/ui/src/tokens.css'), 'utf8');
  document.head.append(tokens);
});

function renderPage({ pageBrand }: { pageBrand?: string } = {}) {
  // The layout themes the whole page with the signed-in member's brand.
  return render(
    <MemoryRouter>
      <div data-brand={pageBrand}>
        <BrandResourcesPage />
      </div>
    </MemoryRouter>,
  );
}

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('/brand-resources', () => {
  it('shows the five brand tiers with their logo name and plan display name under one h1', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Brand resources']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Arkansas Blue Cross and Blue Shield',
      'Health Advantage',
      'BlueAdvantage Administrators of Arkansas',
      'Arkansas Blue Medicare',
      'Octave Blue Medicare Advantage',
    ]);
    const octave = card('Octave Blue Medicare Advantage');
    expect(within(octave).getByText('Plan display name').nextElementSibling).toHaveTextContent('Octave Blue Medicare Advantage');
    expect(within(octave).getAllByText('Octave')).toHaveLength(2); // the logo's name and the short name
    expect(screen.getByRole('heading', { level: 2, name: 'Linking to the member portal' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Color and accessibility' })).toBeInTheDocument();
  });

  it('lists each brand’s token colours with their contrast against white text', () => {
    renderPage();
    const abcbs = within(card('Arkansas Blue Cross and Blue Shield')).getByRole('table', {
      name: 'Arkansas Blue Cross colors with white text',
    });
    expect(
      within(abcbs)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Use', 'Color', 'Contrast']);
    const primary = within(abcbs).getByRole('row', { name: /^Primary \(buttons/ });
    expect(primary).toHaveTextContent('#00457c');
    expect(within(primary).getByText('9.80:1')).toBeInTheDocument();
    expect(within(primary).getByText('Passes AA and AAA, text of any size')).toBeInTheDocument();
    expect(within(card('Health Advantage')).getByRole('row', { name: /^Primary \(buttons/ })).toHaveTextContent(brandPalettes.HA.primary);
    expect(within(card('Octave Blue Medicare Advantage')).getByRole('row', { name: /^Primary, hover/ })).toHaveTextContent('#441f65');
  });

  it('shows each brand’s own colours even when the page wears another brand’s theme', () => {
    renderPage({ pageBrand: 'HA' });
    expect(within(card('Arkansas Blue Cross and Blue Shield')).getByRole('row', { name: /^Primary \(buttons/ })).toHaveTextContent(
      '#00457c',
    );
  });
});

describe('contrast ratio', () => {
  it('follows WCAG 2.1 and never rounds up to a pass', () => {
    expect(formatRatio(contrastRatio('#ffffff', '#000') ?? 0)).toBe('21.00:1');
    expect(formatRatio(contrastRatio('rgb(255, 255, 255)', '#1a73e8') ?? 0)).toBe('4.50:1');
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(contrastRatio('white', '#000')).toBeNull();
  });
});
