import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorDialogStore } from '@portal/api-client';
import { startFakeApiServer, type FakeAnswer, type FakeApiServer } from '@portal/testing/fake-api-server';
import Page, { documentsCategoryStorageKey } from '../src/documents/documents-page';
import { accessToken, pointAt, renderSignedIn } from './signed-in-api';

const doc = (documentId: string, category: string, title: string, published = '2026-01-02') => ({
  documentId,
  category,
  title,
  documentType: 'form',
  version: '2026.1',
  published,
  url: `/member/portal/v1/members/H1000100101/documents/${documentId}?documentType=form&version=2026.1&action=view`,
});

const documents = [
  doc('FRM-CLAIM-001', 'Forms', 'Member Claim Form'),
  doc('1095B-H1000100101-2025', 'Tax Forms', 'Form 1095-B 2025', '2026-01-31'),
  doc('SBC-H1000100101', 'Plan Documents', 'Summary of Benefits and Coverage 2027', '2026-11-01'),
  doc('FRM-APPEAL-002', 'Forms', 'Appeal Request Form'),
];

let listAnswer: FakeAnswer;
let server: FakeApiServer;
let tab: { closed: boolean; opener: unknown; close: jest.Mock; location: { href: string } };
let openSpy: jest.SpyInstance;
let fetchMock: jest.Mock;
const networkFetch = window.fetch;

beforeAll(async () => {
  server = await startFakeApiServer(() => listAnswer);
  pointAt(server);
});
afterAll(() => server.close());

beforeEach(() => {
  sessionStorage.clear();
  server.received.length = 0;
  listAnswer = { status: 200, body: { documents } };
  tab = { closed: false, opener: window, close: jest.fn(), location: { href: '' } };
  openSpy = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  // Documents (their URLs name the action) come from this stand-in; the list comes from the fake server.
  // The HTTP client (axios's fetch adapter) hands fetch a Request.
  fetchMock = jest.fn().mockImplementation(() => Promise.resolve(pdfAnswer()));
  Object.assign(window, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      urlOf(input).includes('action=') ? fetchMock(input, init) : networkFetch(input, init),
  });
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:http://localhost/doc-1'), revokeObjectURL: jest.fn() });
});

afterEach(() => jest.restoreAllMocks());

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));
/** What the document request asked of fetch: its URL, headers, credentials and redirect mode. */
const documentRequest = (call = 0) => {
  const request = fetchMock.mock.calls[call]?.[0] as Request;
  return { url: request.url, headers: Object.fromEntries(request.headers), credentials: request.credentials, redirect: request.redirect };
};

const pdfAnswer = () => new Response(new Blob(['%PDF']), { status: 200, headers: { 'Content-Type': 'application/pdf' } });

const dialogError = () => errorDialogStore.getState().error;

describe('/documents', () => {
  it('lists documents by category with their dates, and one h1', async () => {
    renderSignedIn(Page, { rights: { forms: true } });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Documents and forms']);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your documents…');
    await screen.findByRole('region', { name: 'Plan Documents' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Plan Documents',
      'Forms',
      'Tax Forms',
    ]);
    const forms = screen.getByRole('region', { name: 'Forms' });
    expect(
      within(forms)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Appeal Request Form', 'Member Claim Form']);
    expect(forms).toHaveTextContent('Published 01/02/2026 · Version 2026.1');
    expect(within(forms).getByRole('button', { name: 'View Member Claim Form (PDF, opens in a new tab)' })).toBeInTheDocument();
    expect(within(forms).getByRole('button', { name: 'Download Member Claim Form (PDF)' })).toBeInTheDocument();
    expect(server.received.map((request) => request.url)).toEqual(['/member/portal/v1/members/H1000100101/documents']);
  });

  it('filters by category and remembers the choice in session storage, not the URL', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSignedIn(Page, { rights: { forms: true } });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Show' }), 'Tax Forms (1)');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Tax Forms']);
    expect(sessionStorage.getItem(documentsCategoryStorageKey)).toBe('Tax Forms');
    unmount();

    renderSignedIn(Page, { rights: { forms: true } });
    expect(await screen.findByRole('combobox', { name: 'Show' })).toHaveValue('Tax Forms');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Tax Forms']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'All documents and forms');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(sessionStorage.getItem(documentsCategoryStorageKey)).toBeNull();
  });

  it('opens a document in a new tab: the tab opens inside the click, the PDF comes with the token', async () => {
    const user = userEvent.setup();
    renderSignedIn(Page, { rights: { forms: true } });
    await user.click(await screen.findByRole('button', { name: /^View Member Claim Form/ }));
    expect(openSpy).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/doc-1'));
    expect(fetchMock.mock.calls.map((_, call) => documentRequest(call))).toContainEqual({
      url: `${server.origin}/member/portal/v1/members/H1000100101/documents/FRM-CLAIM-001?documentType=form&version=2026.1&action=view`,
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/pdf' },
      credentials: 'omit',
      redirect: 'error',
    });
    expect(dialogError()).toBeNull();
  });

  it('downloads a document with action=download under its own name', async () => {
    const clicked: { download: string; href: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    const user = userEvent.setup();
    renderSignedIn(Page, { rights: { forms: true } });
    await user.click(await screen.findByRole('button', { name: 'Download Form 1095-B 2025 (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(clicked).toEqual([{ download: 'Form-1095-B-2025.pdf', href: 'blob:http://localhost/doc-1' }]);
    expect(dialogError()).toBeNull();
    expect(documentRequest().url).toMatch(/\/documents\/1095B-H1000100101-2025\?documentType=form&version=2026\.1&action=download$/);
    expect(openSpy).not.toHaveBeenCalled();
  });

  it('shows FRM-0002 when the document is refused for security, closing the blank tab', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 403 }));
    const user = userEvent.setup();
    renderSignedIn(Page, { rights: { forms: true } });
    await user.click(await screen.findByRole('button', { name: /^View Summary of Benefits/ }));
    await waitFor(() => expect(dialogError()).toEqual({ code: 'FRM-0002', message: 'This request was blocked for security reasons.' }));
    expect(tab.close).toHaveBeenCalled();
  });

  it('shows FRM-0003 when the document is not available', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 404 }));
    const user = userEvent.setup();
    renderSignedIn(Page, { rights: { forms: true } });
    await user.click(await screen.findByRole('button', { name: /^Download Appeal Request Form/ }));
    await waitFor(() => expect(dialogError()).toEqual({ code: 'FRM-0003', message: 'This document is not available right now.' }));
  });

  it('never sends the token to a document URL on another origin (FRM-0003, nothing fetched)', async () => {
    listAnswer = { status: 200, body: { documents: [{ ...documents[0], url: 'https://attacker.example/steal.pdf?action=view' }] } };
    const user = userEvent.setup();
    renderSignedIn(Page, { rights: { forms: true } });
    await user.click(await screen.findByRole('button', { name: /^View / }));
    await waitFor(() => expect(dialogError()).toEqual({ code: 'FRM-0003', message: 'This document is not available right now.' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(openSpy).not.toHaveBeenCalled();
  });

  it('does not open an answer that is not a PDF (FRM-0003)', async () => {
    fetchMock.mockResolvedValue(new Response('<script>alert(1)</script>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    const user = userEvent.setup();
    renderSignedIn(Page, { rights: { forms: true } });
    await user.click(await screen.findByRole('button', { name: /^View Member Claim Form/ }));
    await waitFor(() => expect(dialogError()).toEqual({ code: 'FRM-0003', message: 'This document is not available right now.' }));
    expect(tab.close).toHaveBeenCalled();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('says when the browser blocked the new tab (EOB-0002), without fetching', async () => {
    openSpy.mockReturnValue(null);
    const user = userEvent.setup();
    renderSignedIn(Page, { rights: { forms: true } });
    await user.click(await screen.findByRole('button', { name: /^View Member Claim Form/ }));
    expect(dialogError()?.code).toBe('EOB-0002');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the document link modal with the key plan documents', async () => {
    const user = userEvent.setup();
    renderSignedIn(Page, { rights: { forms: true } });
    await user.click(await screen.findByRole('button', { name: 'Key plan documents' }));
    const dialog = screen.getByRole('dialog', { name: 'Key plan documents' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Summary of Benefits and Coverage 2027 (PDF, opens in a new tab)', 'Close']);
    await user.click(within(dialog).getByRole('button', { name: /Summary of Benefits/ }));
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/doc-1'));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('helps when there are no documents yet', async () => {
    listAnswer = { status: 200, body: { documents: [] } };
    renderSignedIn(Page, { rights: { forms: true } });
    // Below the list, the help waits for it: shown at once, the list arriving would push it down.
    expect(screen.queryByText(/Can’t find a document\?/)).not.toBeInTheDocument();
    expect(await screen.findByText(/There are no documents for your plan yet/)).toBeInTheDocument();
    expect(screen.getByText(/Can’t find a document\?/)).toBeInTheDocument();
  });

  it('shows a failed list with Try again, without the error dialog', async () => {
    listAnswer = { status: 500, body: { code: 'BP-NFA-100' } };
    const user = userEvent.setup();
    renderSignedIn(Page, { rights: { forms: true } });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. We’re working on a fix.');
    expect(dialogError()).toBeNull();
    listAnswer = { status: 200, body: { documents } };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Forms' })).toBeInTheDocument();
  });
});
