// The admin console's pages (search, account, audit) against a fake member API, as staff.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@portal/routing';
import { codedMessages } from '@portal/contracts/error-messages';
import { sessionStore } from '@portal/session';
import { insurerToday, isoToTypedDate, plusMonths } from '@portal/ui/dates/days';
import AdminAccountPage from '../src/admin/admin-account-page';
import AdminAuditPage from '../src/admin/admin-audit-page';
import AdminSearchPage, { forgetLastSearch } from '../src/admin/admin-search-page';
import { checkForm } from '@portal/forms';
import { blockSchema } from '../src/admin/admin-schemas';
import { searchSchema } from '../src/admin/admin-search-schema';
import type { AccountDetail, AccountSummary } from '../src/admin/api';
import { memberApiPath, setUpFakeMemberApi } from './support/registration-harness';

const api = setUpFakeMemberApi();

const staffToken = () => `e30.${btoa(JSON.stringify({ sub: 'sam.admin', exp: 4102444800, roles: ['staff'] })).replace(/=+$/, '')}.sig`;

/** Lee's account reference: the pages' addresses and the admin API's paths name it, never the member id. */
const LEE_REF = 'q3Zr8xWm1Lk2Pn4Tb6Yc0A';

const lee: AccountSummary = {
  accountRef: LEE_REF,
  memberId: 'H1101100101',
  firstName: 'Lee',
  lastName: 'Carver',
  username: 'lee.locked',
  plan: { contractType: 'Medical', name: 'Arkansas Blue Cross and Blue Shield Individual Silver PPO', isActive: true },
  state: { status: 'active', locked: false, lockedAt: null, blockFrom: null, unblockFrom: null },
};
const leeDetail = (state: Partial<AccountSummary['state']> = {}): AccountDetail => ({
  account: { ...lee, state: { ...lee.state, ...state } },
  plans: [{ memberId: lee.memberId, contractType: 'Medical', name: lee.plan.name, isActive: true }],
  signInHistory: [
    { at: '2026-05-01T15:00:00.000Z', action: 'signin.failure', outcome: 'failure', actor: 'anonymous', actorRole: 'anonymous' },
    { at: '2026-05-01T14:00:00.000Z', action: 'account.blocked', outcome: 'success', actor: 'sam.admin', actorRole: 'staff' },
  ],
});

function renderAt(path: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/accounts" element={<AdminSearchPage />} />
        <Route path="/admin/accounts/:accountRef" element={<AdminAccountPage />} />
        <Route path="/admin/accounts/:accountRef/audit" element={<AdminAuditPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

beforeEach(() => {
  forgetLastSearch();
  sessionStore.getState().setTokens({ accessToken: staffToken(), refreshToken: null, userId: 'sam.admin' });
});

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });
const today = insurerToday();

describe("the admin forms' rules (docs/product/validation.md#validate-admin-search)", () => {
  it('a search needs a whole username, member ID or email, or the first 3 letters of both names', () => {
    const none = checkForm(searchSchema, { username: ' ', memberId: '', email: '', firstName: '', lastName: '' });
    expect(none.valid).toBe(false);
    const search = (terms: Partial<Record<'username' | 'memberId' | 'email' | 'firstName' | 'lastName', string>>) =>
      checkForm(searchSchema, { username: '', memberId: '', email: '', firstName: '', lastName: '', ...terms });
    expect(search({ lastName: 'carv' }).valid).toBe(false);
    expect(search({ firstName: 'le', lastName: 'carv' }).valid).toBe(false);
    expect(search({ firstName: 'lee', lastName: 'car' }).valid).toBe(true);
    expect(search({ memberId: 'H1101100101' }).valid).toBe(true);
  });

  it('a block date or an unblock date, not both, today or later', () => {
    const typedToday = isoToTypedDate(today);
    expect(checkForm(blockSchema, { blockFrom: typedToday, unblockFrom: '' }).valid).toBe(true);
    expect(checkForm(blockSchema, { blockFrom: '', unblockFrom: typedToday }).valid).toBe(true);
    expect(checkForm(blockSchema, { blockFrom: typedToday, unblockFrom: typedToday }).valid).toBe(false);
    expect(checkForm(blockSchema, { blockFrom: '', unblockFrom: '' }).valid).toBe(false);
    expect(checkForm(blockSchema, { blockFrom: isoToTypedDate(plusMonths(today, -1)), unblockFrom: '' }).valid).toBe(false);
  });
});

describe('/admin/accounts', () => {
  it("refuses an empty search with ADM-0001's words and sends nothing", async () => {
    const user = renderAt('/admin/accounts');
    expect(screen.getByRole('heading', { level: 1, name: 'Find an account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findAllByText(codedMessages['ADM-0001'])).length).toBeGreaterThan(0);
    expect(api.calls()).toEqual([]);
  });

  it('sends the terms in the body of a POST and shows each match with its state, linking to the account', async () => {
    api.respond = () => ({
      status: 200,
      body: {
        accounts: [{ ...lee, state: { ...lee.state, status: 'blocked', blockFrom: '2026-05-04' } }],
        page: 1,
        pageSize: 10,
        total: 1,
        totalPages: 1,
      },
    });
    const user = renderAt('/admin/accounts');
    await user.type(field(/First name/), 'lee');
    await user.type(field(/Last name/), 'car');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: '1 account found' })).toBeInTheDocument();
    const [call] = api.calls();
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe(`${memberApiPath}/admin/accounts/search`);
    expect(call?.body).toEqual({ username: '', memberId: '', email: '', firstName: 'lee', lastName: 'car', page: 1, pageSize: 10 });
    const row = screen.getByRole('row', { name: /Lee Carver/ });
    expect(within(row).getByRole('link', { name: 'Lee Carver' })).toHaveAttribute('href', `/admin/accounts/${LEE_REF}`);
    expect(within(row).getByText('lee.locked')).toBeInTheDocument();
    expect(within(row).getByText('Blocked from 05/04/2026')).toBeInTheDocument();
  });

  it("refuses a search too broad to find one person with ADM-0009's words on the short name, and sends nothing", async () => {
    const user = renderAt('/admin/accounts');
    await user.type(field(/Last name/), 'carver');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(field(/First name/)).toHaveAccessibleDescription(expect.stringContaining(codedMessages['ADM-0009'])));
    expect(field(/First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls()).toEqual([]);
  });

  it('says when more accounts match than are shown', async () => {
    api.respond = () => ({ status: 200, body: { accounts: [lee], page: 1, pageSize: 10, total: 25, totalPages: 3, moreMatches: true } });
    const user = renderAt('/admin/accounts');
    await user.type(field(/First name/), 'lee');
    await user.type(field(/Last name/), 'car');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/More accounts match than the 25 shown/)).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    api.respond = () => ({ status: 200, body: { accounts: [], page: 1, pageSize: 10, total: 0, totalPages: 0 } });
    const user = renderAt('/admin/accounts');
    await user.type(field(/Username/), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(codedMessages['ADM-0003'])).toBeInTheDocument();
  });
});

describe('/admin/accounts/:accountRef', () => {
  it('shows the state and sign-in history, and blocks from today after a confirmation naming the member', async () => {
    let blocked = false;
    api.respond = ({ method, url }) => {
      if (method === 'POST' && url.endsWith('/block-dates')) {
        blocked = true;
        return { status: 200, body: { account: leeDetail({ status: 'blocked', blockFrom: today }).account } };
      }
      return { status: 200, body: blocked ? leeDetail({ status: 'blocked', blockFrom: today }) : leeDetail() };
    };
    const user = renderAt(`/admin/accounts/${LEE_REF}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lee Carver' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Sign-in failed' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'sam.admin (staff)' })).toBeInTheDocument();

    await user.type(field(/Block from/), isoToTypedDate(today));
    await user.click(screen.getByRole('button', { name: 'Save date' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Block Lee Carver's account?" });
    expect(api.calls().filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Block Lee Carver' }));
    expect(await screen.findByText(`Lee Carver's account is blocked from ${isoToTypedDate(today)}.`)).toBeInTheDocument();
    const post = api.calls().find((c) => c.method === 'POST');
    expect(post).toEqual({ method: 'POST', url: `${memberApiPath}/admin/accounts/${LEE_REF}/block-dates`, body: { blockFrom: today } });
    expect(await screen.findByText(`Blocked from ${isoToTypedDate(today)}`)).toBeInTheDocument();
  });

  it('refuses both dates in the form (ADM-0002) and sends nothing', async () => {
    api.respond = () => ({ status: 200, body: leeDetail() });
    const user = renderAt(`/admin/accounts/${LEE_REF}`);
    await user.type(await screen.findByLabelText(/Block from/, { selector: 'input' }), isoToTypedDate(today));
    await user.type(field(/Unblock from/), isoToTypedDate(today));
    await user.click(screen.getByRole('button', { name: 'Save date' }));
    expect((await screen.findAllByText(codedMessages['ADM-0002'])).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls().filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("shows the member API's refusal in the dialog (ADM-0004)", async () => {
    api.respond = ({ method }) =>
      method === 'POST'
        ? { status: 409, body: { code: 'ADM-0004', message: codedMessages['ADM-0004'] } }
        : { status: 200, body: leeDetail() };
    const user = renderAt(`/admin/accounts/${LEE_REF}`);
    await user.type(await screen.findByLabelText(/Block from/, { selector: 'input' }), isoToTypedDate(today));
    await user.click(screen.getByRole('button', { name: 'Save date' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block Lee Carver' }));
    expect(await within(screen.getByRole('alertdialog')).findByText(`ADM-0004: ${codedMessages['ADM-0004']}`)).toBeInTheDocument();
  });

  it('unlocks a locked account after a confirmation', async () => {
    let unlocked = false;
    api.respond = ({ method }) => {
      if (method === 'POST') {
        unlocked = true;
        return { status: 200, body: { account: leeDetail().account } };
      }
      return {
        status: 200,
        body: unlocked ? leeDetail() : leeDetail({ status: 'locked', locked: true, lockedAt: '2026-05-01T15:00:00.000Z' }),
      };
    };
    const user = renderAt(`/admin/accounts/${LEE_REF}`);
    await user.click(await screen.findByRole('button', { name: 'Unlock account' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: "Unlock Lee Carver's account?" })).getByRole('button', {
        name: 'Unlock Lee Carver',
      }),
    );
    expect(await screen.findByText("Lee Carver's account is unlocked.")).toBeInTheDocument();
    expect(api.calls().find((c) => c.method === 'POST')?.url).toBe(`${memberApiPath}/admin/accounts/${LEE_REF}/unlock`);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unlock account' })).toBeNull());
  });

  it('says so when the account cannot load, and loads it again with Try again', async () => {
    let failing = true;
    api.respond = () =>
      failing ? { status: 404, body: { code: 'ADM-0003', message: codedMessages['ADM-0003'] } } : { status: 200, body: leeDetail() };
    const user = renderAt('/admin/accounts/AAAAAAAAAAAAAAAAAAAAAA');
    expect(await screen.findByText(`ADM-0003: ${codedMessages['ADM-0003']}`)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lee Carver' })).toBeInTheDocument();
    expect(screen.queryByText(`ADM-0003: ${codedMessages['ADM-0003']}`)).toBeNull();
  });
});

describe('/admin/accounts/:accountRef/audit', () => {
  it('lists the entries and filters by action and day', async () => {
    api.respond = () => ({
      status: 200,
      body: {
        account: lee,
        entries: [
          {
            ...leeDetail().signInHistory[1],
            subjectMemberId: lee.memberId,
            subjectUsername: 'lee.locked',
            route: 'POST /admin/accounts/:accountRef/block-dates',
            status: 200,
          },
          {
            at: '2026-05-01T13:00:00.000Z',
            action: 'adminAccounts.read',
            outcome: 'allowed',
            actor: 'sam.admin',
            actorRole: 'staff',
            subjectMemberId: lee.memberId,
            subjectUsername: 'lee.locked',
            route: 'GET /admin/accounts/:accountRef',
            status: 200,
          },
        ],
        page: 1,
        pageSize: 25,
        hasMore: false,
      },
    });
    const user = renderAt(`/admin/accounts/${LEE_REF}/audit`);
    expect(await screen.findByRole('cell', { name: 'Block date set' })).toBeInTheDocument();
    // Plain words, never the internal action name; whose trail it is comes from the answer, not the address.
    expect(screen.getByRole('cell', { name: 'Account viewed by staff' })).toBeInTheDocument();
    expect(screen.queryByText(/adminAccounts/)).toBeNull();
    expect(screen.getByText('Lee Carver, member ID H1101100101')).toBeInTheDocument();
    const filter = screen.getByLabelText(/Action/, { selector: 'select' });
    expect(within(filter).getByRole('option', { name: 'Audit trail viewed' })).toHaveValue('adminAudit.read');
    await user.selectOptions(screen.getByLabelText(/Action/, { selector: 'select' }), 'account.blocked');
    await user.type(field(/^From/), '05/01/2026');
    await user.type(field(/^To/), '05/31/2026');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(api.calls()).toHaveLength(2));
    expect(api.calls()[1]?.url).toBe(
      `${memberApiPath}/admin/accounts/${LEE_REF}/audit?page=1&pageSize=25&action=account.blocked&from=2026-05-01&to=2026-05-31`,
    );
  });

  it('says so when the trail cannot load, and loads it again with Try again', async () => {
    let failing = true;
    api.respond = () =>
      failing
        ? { status: 500, body: { code: 'BP-NFA-100', message: 'failed' } }
        : { status: 200, body: { account: lee, entries: [], page: 1, pageSize: 25, hasMore: false } };
    const user = renderAt(`/admin/accounts/${LEE_REF}/audit`);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Try again/);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No audit entries match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('refuses an end date before the start date in the form', async () => {
    api.respond = () => ({ status: 200, body: { account: lee, entries: [], page: 1, pageSize: 25, hasMore: false } });
    const user = renderAt(`/admin/accounts/${LEE_REF}/audit`);
    await screen.findByText('No audit entries match these filters.');
    await user.type(field(/^From/), '05/31/2026');
    await user.type(field(/^To/), '05/01/2026');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect((await screen.findAllByText('Enter an end date that is the same as or after the start date')).length).toBeGreaterThan(0);
    expect(api.calls()).toHaveLength(1);
  });
});
