// The front door (docs/product/routes-and-guards.md#routes-public): Sign In and Register, account help, the brand's help
// line to tap and call, and the carousel.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@portal/routing';
import { resetSessionState, setPortalConfig, signInUnavailableMessage } from '@portal/session';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';
import { LoginPage } from '../src/pages/login-page';
import { brandOf } from '@portal/ui';
import { helpLineOf } from '../src/pages/landing-help-line';

beforeEach(() => {
  resetSessionState();
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
});

function renderLogin() {
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage />
    </MemoryRouter>,
  );
}

describe('the landing page', () => {
  it('offers Sign In, Register and account help', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to your Member Portal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Need help with your account?' })).toHaveAttribute('href', '/account-help');
    expect(screen.getByRole('region', { name: 'Member Portal highlights' })).toBeInTheDocument();
  });

  it('gives each brand’s customer-service number as a link that calls it, with the TTY line and hours', () => {
    const { container } = renderLogin();
    for (const tier of ['ABCBS', 'HA', 'BA', 'ABM', 'OCTAVE'] as const) {
      const version = container.querySelector<HTMLElement>(`[data-brand-variant="${tier}"]`);
      if (!version) throw new Error(`no help line for ${tier}`);
      const line = helpLineOf(tier);
      // The brand's one number, the one on its ID cards.
      expect(line.phone).toBe(brandOf(tier).customerService.phone);
      // Shown as docs/product/validation.md#validate-recovery formats phones, (xxx) xxx-xxxx.
      const digits = line.phone.replace(/\D/g, '').slice(1);
      const shown = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
      expect(within(version).getByRole('link', { name: shown })).toHaveAttribute('href', `tel:+1${digits}`);
      expect(version).toHaveTextContent('TTY 711');
      expect(version).toHaveTextContent(line.hours);
    }
    // Medicare plans have their own line.
    expect(helpLineOf('OCTAVE').phone).not.toBe(helpLineOf('ABCBS').phone);
    expect(helpLineOf('ABM')).toBe(helpLineOf('OCTAVE'));
  });
});

describe('Sign In when the identity provider cannot be reached', () => {
  let fetchSpy: jest.SpiedFunction<typeof fetch>;

  beforeEach(() => {
    setPortalConfig(testRuntimeConfig);
    fetchSpy = jest.spyOn(globalThis, 'fetch');
  });

  afterEach(() => {
    jest.useRealTimers();
    fetchSpy.mockRestore();
  });

  it('says the member is on the way, then that the sign-in service cannot be reached when it does not answer within 15 seconds', async () => {
    jest.useFakeTimers();
    // Discovery, the first thing Sign In asks for: a provider that accepts the request and never answers.
    fetchSpy.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to sign in…');
    await act(() => jest.advanceTimersByTimeAsync(14_999));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent(signInUnavailableMessage);
    expect(screen.queryByText('Taking you to sign in…')).toBeNull();
  });

  it('says at once that the sign-in service cannot be reached when it answers with an error, and tries again on the next press', async () => {
    fetchSpy.mockResolvedValue(new Response('{"error":"temporarily_unavailable"}', { status: 503 }));
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(signInUnavailableMessage);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent(signInUnavailableMessage);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});
