// A member signed out or timed out lands on their own brand's page: the last plan's brand
// tier is remembered on the device and read on /login, before the pre-rendered page paints.
import { act, render } from '@testing-library/react';
import type { SelectedPlan } from '@portal/contracts/domain';
import { resetSessionState, sessionStore } from '@portal/session';
import { applyDocumentBrand } from '../src/brand/document-brand';
import { readRememberedBrandTier, rememberBrandTier, rememberedBrandKey } from '../src/brand/remembered-brand';
import { useDocumentBrand } from '../src/brand/use-document-brand';

function DocumentBrand() {
  useDocumentBrand();
  return null;
}

const pageBrand = () => document.documentElement.getAttribute('data-brand');

beforeEach(() => {
  localStorage.clear();
  resetSessionState();
  applyDocumentBrand(null);
});

describe('the remembered brand', () => {
  it('keeps only a known brand tier', () => {
    expect(readRememberedBrandTier()).toBeNull();
    rememberBrandTier('OCTAVE');
    expect(localStorage.getItem(rememberedBrandKey)).toBe('OCTAVE');
    expect(readRememberedBrandTier()).toBe('OCTAVE');
    localStorage.setItem(rememberedBrandKey, '<script>');
    expect(readRememberedBrandTier()).toBeNull();
  });

  it('marks the page with the selected plan’s brand, remembers it, and keeps it after sign-out', () => {
    render(<DocumentBrand />);
    expect(pageBrand()).toBeNull();
    act(() => sessionStore.getState().selectPlan({ memberId: 'M4', contractType: 'Medical', tier1: 'HA' } as SelectedPlan));
    expect(pageBrand()).toBe('HA');
    expect(localStorage.getItem(rememberedBrandKey)).toBe('HA');
    // Sign-out clears session storage and the stores, not the remembered tier.
    act(() => resetSessionState());
    expect(sessionStore.getState().selectedPlan).toBeNull();
    expect(pageBrand()).toBe('HA');
  });

  it('shows a signed-out member the brand remembered on the device', () => {
    rememberBrandTier('BA');
    render(<DocumentBrand />);
    expect(pageBrand()).toBe('BA');
  });

  it('treats a tier it does not know as the default brand and does not remember it', () => {
    rememberBrandTier('ABM');
    render(<DocumentBrand />);
    act(() => sessionStore.getState().selectPlan({ memberId: 'M9', contractType: 'Medical', tier1: 'XYZ' } as unknown as SelectedPlan));
    expect(pageBrand()).toBeNull();
    expect(readRememberedBrandTier()).toBe('ABM');
  });

  it('is applied by the landing page’s first script, before the portal runs', async () => {
    rememberBrandTier('OCTAVE');
    await jest.isolateModulesAsync(async () => {
      await import('../src/landing/landing-brand');
    });
    expect(pageBrand()).toBe('OCTAVE');
  });
});
