// A staff session has no plans, so its profile panel asks the member API for none (the
// memberships call would answer 403 and raise the error dialog); it offers Sign Out.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@portal/routing';
import { resetSessionState, sessionStore } from '@portal/session';
import { loadMemberships } from '@portal/rights';
import { ProfilePanel } from '../src/layout/profile-panel';

jest.mock('@portal/rights', () => ({ ...jest.requireActual('@portal/rights'), loadMemberships: jest.fn(() => Promise.resolve()) }));

function token(claims: Record<string, unknown>): string {
  return `e30.${btoa(JSON.stringify({ sub: 'someone', ...claims })).replace(/=+$/, '')}.sig`;
}

function openPanel() {
  render(
    <MemoryRouter>
      <ProfilePanel />
    </MemoryRouter>,
  );
  return userEvent.click(screen.getByRole('button', { name: /^Profile/ }));
}

beforeEach(() => {
  jest.clearAllMocks();
  resetSessionState();
});

describe('the profile panel of a staff session', () => {
  it('loads no plan lists and offers Sign Out', async () => {
    sessionStore.getState().setTokens({ accessToken: token({ roles: ['staff'] }), refreshToken: null, userId: 'sam.admin' });
    await openPanel();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(jest.mocked(loadMemberships)).not.toHaveBeenCalled();
  });

  it('a member’s loads the plan lists (Switch Plans depends on them)', async () => {
    sessionStore.getState().setTokens({ accessToken: token({}), refreshToken: null, userId: 'ava.medical' });
    await openPanel();
    expect(jest.mocked(loadMemberships)).toHaveBeenCalled();
  });
});
