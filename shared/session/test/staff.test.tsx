import { act, render, screen } from '@testing-library/react';
import { isStaffSession, isStaffToken, sessionStore, useIsStaff } from '@portal/session';

/** An unsigned token with these claims (the browser reads claims, it never verifies them). */
function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'RS256' })}.${part({ sub: 'someone', exp: 9999999999, ...claims })}.signature`;
}

function Probe() {
  return <p>{useIsStaff() ? 'staff' : 'not staff'}</p>;
}

beforeEach(() => sessionStore.getState().reset());

describe('the staff role of a session', () => {
  it("reads the staff role from the access token's roles claim", () => {
    expect(isStaffToken(token({ roles: ['staff'] }))).toBe(true);
    expect(isStaffToken(token({}))).toBe(false);
    expect(isStaffToken(token({ roles: 'staff' }))).toBe(false);
    expect(isStaffToken(token({ roles: ['member'] }))).toBe(false);
    expect(isStaffToken('not-a-token')).toBe(false);
    expect(isStaffToken(null)).toBe(false);
  });

  it('tells the session and its hook, and forgets it on sign-out', () => {
    render(<Probe />);
    expect(screen.getByText('not staff')).toBeInTheDocument();
    act(() => sessionStore.getState().setTokens({ accessToken: token({ roles: ['staff'] }), refreshToken: null, userId: 'sam.admin' }));
    expect(screen.getByText('staff')).toBeInTheDocument();
    expect(isStaffSession()).toBe(true);
    act(() => sessionStore.getState().reset());
    expect(screen.getByText('not staff')).toBeInTheDocument();
    expect(isStaffSession()).toBe(false);
  });
});
