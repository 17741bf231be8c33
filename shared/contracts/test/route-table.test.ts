import { contractPrefixedPath, documentTitle, expectedExposes, matchesPath, redirects, routes } from '@portal/contracts/route-table';

describe('route table', () => {
  it('builds document titles as "<title> - <product name>", or the product name alone', () => {
    expect(documentTitle('Claims')).toBe('Claims - Member Portal');
    expect(documentTitle(undefined)).toBe('Member Portal');
  });

  it('has one definition per path', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists the modules each remote must expose', () => {
    expect(expectedExposes('mfe_claims')).toEqual(['./TravelingAbroadPage']);
    expect(expectedExposes('mfe_registration')).toEqual(['./AccountHelpPage']);
  });
});

describe('redirects and the contract-type prefix rewrite (SPEC section 2)', () => {
  it('sends / to /login and /anytime to /login with the vanity-URL tracking parameters', () => {
    expect(redirects.find((redirect) => redirect.from === '/')?.to).toBe('/login');
    const anytime = new URL(redirects.find((redirect) => redirect.from === '/anytime')?.to ?? '', 'http://portal');
    expect(anytime.pathname).toBe('/login');
    expect([...anytime.searchParams.keys()]).toEqual(['utm_source', 'utm_medium', 'utm_campaign', 'utm_content']);
  });

  it('adds the selected plan\'s contract-type prefix when that makes a known route', () => {
    const table = [{ path: '/dental/dashboard' }, { path: '/medical/claims/:id' }];
    expect(contractPrefixedPath('/dashboard', 'Dental', table)).toBe('/dental/dashboard');
    expect(contractPrefixedPath('/claims/42', 'Medical', table)).toBe('/medical/claims/42');
    expect(contractPrefixedPath('/dashboard', 'Vision', table)).toBeNull();
    expect(contractPrefixedPath('/dental/dashboard', 'Dental', table)).toBeNull();
    expect(contractPrefixedPath('/dashboard', undefined, table)).toBeNull();
  });

  it('matches route patterns with parameters', () => {
    expect(matchesPath('/programs/:id', '/programs/wellness_ABCBS')).toBe(true);
    expect(matchesPath('/programs/:id', '/programs/')).toBe(false);
    expect(matchesPath('/programs/:id', '/programs/a/b')).toBe(false);
  });
});
