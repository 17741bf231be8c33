import { documentTitle, expectedExposes, routes } from '@portal/contracts/route-table';

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
