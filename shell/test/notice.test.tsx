// The notice banner (docs/product/session.md#session-notice-banner): only on /login, /select-plan, /medical/dashboard and
// /dv-dashboard, which is the dental and vision dashboards' path (it redirects to them).
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@portal/routing';
import { setPortalConfig } from '@portal/session';
import { startFakeApiServer, type FakeApiServer } from '@portal/testing/fake-api-server';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';
import { Notice } from '../src/notice/notice';
import { showsNotice } from '../src/notice/notice-rules';

let server: FakeApiServer;

beforeAll(async () => {
  server = await startFakeApiServer(() => ({ status: 200, body: { notice: '<p>Our phone lines close early on Friday.</p>' } }));
  setPortalConfig({ ...testRuntimeConfig, memberApiBaseUrl: `${server.origin}/member/portal/v1` });
});
afterAll(() => server.close());

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Notice />
      <p>Page</p>
    </MemoryRouter>,
  );
}

describe('notice banner', () => {
  it.each(['/login', '/select-plan', '/medical/dashboard', '/dental/dashboard', '/vision/dashboard'])('shows on %s', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('region', { name: 'Notice' })).toHaveTextContent('Our phone lines close early on Friday.');
  });

  it("shows on every plan type's dashboard and nowhere else", () => {
    expect(['/dv-dashboard', '/dental/dashboard', '/vision/dashboard', '/medical/dashboard'].every(showsNotice)).toBe(true);
    expect(['/claims', '/settings/profile', '/dashboard', '/contact', '/dental/claims'].some(showsNotice)).toBe(false);
  });

  it('does not show on other pages', async () => {
    renderAt('/claims');
    await screen.findByText('Page');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull();
  });
});
