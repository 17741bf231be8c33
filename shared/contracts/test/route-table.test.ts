import {
  contractPrefixedPath,
  documentTitle,
  matchesPath,
  pathParams,
  redirectNeedsPlan,
  redirectTarget,
  redirectTargetForPlan,
  redirects,
  staffHomePath,
} from '@portal/contracts/route-table';

describe('route table', () => {
  it('builds document titles as "<title> - <product name>", or the product name alone', () => {
    expect(documentTitle('Claims')).toBe('Claims - Member Portal');
    expect(documentTitle(undefined)).toBe('Member Portal');
  });

  // The portal's composed table (shell routes and the remotes' manifests) is tested where it is
  // composed: shared/rights/test/portal-composition.test.ts.
});

describe('redirects and the contract-type prefix rewrite (docs/product/routes-and-guards.md#routes-contract-type-prefix)', () => {
  it('sends / to /login and /anytime to /login with the vanity-URL tracking parameters', () => {
    expect(redirects.find((redirect) => redirect.from === '/')?.to).toBe('/login');
    const anytime = new URL(redirects.find((redirect) => redirect.from === '/anytime')?.to ?? '', 'http://portal');
    expect(anytime.pathname).toBe('/login');
    expect([...anytime.searchParams.keys()]).toEqual(['utm_source', 'utm_medium', 'utm_campaign', 'utm_content']);
  });

  it("adds the selected plan's contract-type prefix when that makes a known route", () => {
    const table = [{ path: '/dental/dashboard' }, { path: '/medical/claims/:id' }];
    expect(contractPrefixedPath('/dashboard', 'Dental', table)).toBe('/dental/dashboard');
    expect(contractPrefixedPath('/claims/42', 'Medical', table)).toBe('/medical/claims/42');
    expect(contractPrefixedPath('/dashboard', 'Vision', table)).toBeNull();
    expect(contractPrefixedPath('/dental/dashboard', 'Dental', table)).toBeNull();
    expect(contractPrefixedPath('/dashboard', undefined, table)).toBeNull();
  });

  it("gives a redirect target under a contract-type prefix the selected plan's prefix when that route exists", () => {
    const to = (from: string) => redirects.find((redirect) => redirect.from === from)?.to ?? '';
    expect(redirectNeedsPlan(to('/dashboard'))).toBe(true);
    expect(redirectNeedsPlan(to('/dv-dashboard'))).toBe(true);
    expect(redirectNeedsPlan(to('/medical-claims'))).toBe(false);
    expect(redirectTargetForPlan(to('/dashboard'), 'Medical')).toBe('/medical/dashboard');
    expect(redirectTargetForPlan(to('/dashboard'), 'Dental')).toBe('/dental/dashboard');
    expect(redirectTargetForPlan(to('/dv-dashboard'), 'Vision')).toBe('/vision/dashboard');
    expect(redirectTargetForPlan('/dental/dashboard?from=email', 'Vision')).toBe('/vision/dashboard?from=email');
    // No such route for the plan's type: the target stays (and its guard decides).
    expect(redirectTargetForPlan('/medical/medical-claims', 'Dental')).toBe('/medical/medical-claims');
    expect(redirectTargetForPlan('/claims', 'Dental')).toBe('/claims');
  });

  it('carries parameters into redirect targets', () => {
    expect(redirects.find((redirect) => redirect.from === '/message_center/:messageId')?.to).toBe('/message/:messageId');
    expect(redirectTarget('/message/:messageId', { messageId: 'M 1' })).toBe('/message/M%201');
    expect(redirects.find((redirect) => redirect.from === '/medical-claims')?.to).toBe('/claims');
  });

  it('matches route patterns with parameters', () => {
    expect(matchesPath('/programs/:id', '/programs/wellness_ABCBS')).toBe(true);
    expect(matchesPath('/programs/:id', '/programs/')).toBe(false);
    expect(matchesPath('/programs/:id', '/programs/a/b')).toBe(false);
  });

  it('gives the :params a path fills in, decoded, or null when it does not match', () => {
    expect(pathParams('/programs/:id', '/programs/wellness_ABCBS/')).toEqual({ id: 'wellness_ABCBS' });
    expect(pathParams('/admin/accounts/:accountRef/audit', '/admin/accounts/a%20b/audit')).toEqual({ accountRef: 'a b' });
    expect(pathParams('/programs/:id', '/programs/%E0')).toEqual({ id: '%E0' });
    expect(pathParams('/claims', '/claims')).toEqual({});
    expect(pathParams('/programs/:id', '/programs/')).toBeNull();
    expect(pathParams('/claims', '/claim')).toBeNull();
  });
});

describe('the staff home', () => {
  const page = { kind: 'shell', page: 'not-found' } as const;
  it('is the first staff route marked staffHome, and none when no remote registers one', () => {
    expect(staffHomePath([])).toBeUndefined();
    expect(staffHomePath([{ path: '/a', access: 'authenticated', staffHome: true, page }])).toBeUndefined();
    expect(
      staffHomePath([
        { path: '/staff/other', access: 'staff', page },
        { path: '/staff/home', access: 'staff', staffHome: true, page },
      ]),
    ).toBe('/staff/home');
  });
});
