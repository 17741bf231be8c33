// One footer on every page that has one (docs/product/routes-and-guards.md#routes-public): the line-of-business logo,
// licensee text, the copyright with the current year, the app-store links, the 75 counties and the
// Linking Disclaimer dialog with Close; in sentence case.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SelectedPlan } from '@portal/contracts/domain';
import { resetSessionState, sessionStore } from '@portal/session';
import { brandOf } from '@portal/ui';
import { rememberBrandTier } from '../src/brand/remembered-brand';
import { SiteFooter } from '../src/layout/site-footer';

beforeEach(() => {
  localStorage.clear();
  act(() => resetSessionState());
});

describe('the footer', () => {
  it('has the logo, licensee, 75 counties, app-store links and the copyright with this year', () => {
    act(() => sessionStore.getState().selectPlan({ memberId: 'M1', contractType: 'Medical', tier1: 'OCTAVE' } as SelectedPlan));
    render(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    const octave = brandOf('OCTAVE');
    expect(within(footer).getByRole('img', { name: octave.name })).toBeInTheDocument();
    expect(footer).toHaveTextContent(octave.licensee);
    expect(footer).toHaveTextContent('We proudly serve members in all 75 counties of Arkansas.');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} ${octave.copyrightHolder}. All rights reserved.`);
    const apps = within(footer).getByRole('list', { name: 'Get the mobile app' });
    for (const name of [/App Store/, /Google Play/]) {
      const link = within(apps).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleName(expect.stringMatching(/\(opens in a new tab\)$/));
    }
    // Only the plan's brand is in the page.
    expect(within(footer).getAllByRole('img')).toHaveLength(1);
  });

  it('before a plan is selected, carries every brand’s version for the page to show the remembered one', () => {
    render(<SiteFooter />);
    const versions = [...screen.getByRole('contentinfo').querySelectorAll('[data-brand-variant]')];
    expect(new Set(versions.map((version) => version.getAttribute('data-brand-variant')))).toEqual(
      new Set(['ABCBS', 'HA', 'BA', 'ABM', 'OCTAVE']),
    );
    expect(versions.find((version) => version.getAttribute('data-brand-variant') === 'HA')).toHaveTextContent(brandOf('HA').licensee);
  });

  it('opens the remembered brand’s linking disclaimer, and Close returns to the button', async () => {
    rememberBrandTier('BA');
    render(<SiteFooter />);
    const button = screen.getByRole('button', { name: 'Linking disclaimer' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Linking disclaimer' });
    expect(dialog).toHaveTextContent(brandOf('BA').linkingDisclaimer);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
