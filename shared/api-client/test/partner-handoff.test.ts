import { errorDialogStore, setSessionRecorder, type RecordedApiError } from '@portal/api-client';
import { launchExternalApp, launchPartnerSso, opensInNewTab, parseSsoForm } from '@portal/api-client/partner-handoff';
import type { SelectedPlan } from '@portal/contracts/domain';
import { guidanceMessages } from '@portal/contracts/error-messages';
import { sessionStore, setPortalConfig } from '@portal/session';
import { startFakeApiServer, type FakeAnswer, type FakeApiServer } from '@portal/testing/fake-api-server';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';
import { testAccessToken } from '@portal/testing/test-tokens';

// A real HTTP server stands in for the member API's sso call; each test says how it answers.
let answer: FakeAnswer = { status: 200, body: '{}' };
let server: FakeApiServer;
const received = () =>
  server.received.map(({ method, url, body, headers }) => ({ method, url, body, authorization: headers.authorization }));

const accessToken = testAccessToken('ava.medical');

const plan: SelectedPlan = {
  username: 'ava.medical',
  companyId: '001',
  contractId: 'H10001001',
  memberId: 'H1000100101',
  memberSeqNumber: '01',
  isPolicyHolder: true,
  isActive: true,
  contractType: 'Medical',
  origEffDate: '2020-01-01',
  lobDisplayName: 'Blue Medical',
  tier1: 'ABCBS',
  displayName: 'Ava Medical',
  loaded: true,
};

/** The sandbox's ssoForm shape (sandbox docs/README.md): a form plus an auto-submit script. */
function ssoForm(action: string, script = "window.__ssoScriptRan = true; document.getElementById('sso-x').submit();"): string {
  return (
    `<form id="sso-x" action="${action}" method="post">` +
    '<input type="hidden" name="SAMLResponse" value="PHNhbWw+&quot;quoted&quot;</saml>">' +
    '<input type="hidden" name="RelayState" value="">' +
    '<noscript><button type="submit">Continue</button></noscript>' +
    `</form><script>${script}</script>`
  );
}

interface SubmittedForm {
  action: string;
  method: string;
  target: string;
  fields: [string, string][];
  inDocument: boolean;
}

let submitted: SubmittedForm[] = [];
let popup: { close: jest.Mock; closed: boolean; opener: unknown; document: { write: jest.Mock; open: jest.Mock } };
let openSpy: jest.SpyInstance;
const recorded: RecordedApiError[] = [];

beforeAll(async () => {
  server = await startFakeApiServer(() => answer);
  setPortalConfig({ ...testRuntimeConfig, memberApiBaseUrl: `${server.origin}/member/portal/v1` });
  setSessionRecorder({ recordApiError: (event) => recorded.push(event) });
});

afterAll(() => server.close());

beforeEach(() => {
  server.received.length = 0;
  recorded.length = 0;
  submitted = [];
  delete (window as { __ssoScriptRan?: boolean }).__ssoScriptRan;
  errorDialogStore.getState().close();
  sessionStore.getState().reset();
  sessionStore.getState().setTokens({ accessToken, refreshToken: 'r1', userId: 'ava.medical' });
  sessionStore.getState().selectPlan(plan);
  popup = { close: jest.fn(), closed: false, opener: window, document: { write: jest.fn(), open: jest.fn() } };
  openSpy = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push({
      action: this.action,
      method: this.method,
      target: this.target,
      fields: Array.from(this.querySelectorAll('input'), (input) => [input.name, input.value] as [string, string]),
      inDocument: this.isConnected,
    });
  });
});

afterEach(() => jest.restoreAllMocks());

describe('launchExternalApp', () => {
  it('opens the window inside the click, posts the exact external-app payload, and posts the form into that window', async () => {
    answer = {
      status: 200,
      body: JSON.stringify({ ssoForm: ssoForm('https://partner.example/interqual'), target: 'x', key: 'interqual' }),
    };
    const outcome = launchExternalApp('interqual');
    // Synchronously, before the call: popup blockers only allow windows opened in the click.
    expect(openSpy).toHaveBeenCalledTimes(1);
    expect(received()).toHaveLength(0);
    await expect(outcome).resolves.toBe('opened');

    expect(received()).toEqual([
      {
        method: 'POST',
        url: '/member/portal/v1/sso',
        body: {
          app: 'interqual',
          userName: 'ava.medical',
          companyId: '001',
          memberId: 'H1000100101',
          contractType: 'Medical',
          relayState: '',
        },
        authorization: `Bearer ${accessToken}`,
      },
    ]);
    const windowName = openSpy.mock.calls[0]?.[1] as string;
    expect(windowName).toMatch(/^portal-handoff-/);
    expect(submitted).toEqual([
      {
        action: 'https://partner.example/interqual',
        method: 'post',
        target: windowName,
        fields: [
          ['SAMLResponse', 'PHNhbWw+"quoted"</saml>'],
          ['RelayState', ''],
        ],
        inDocument: true,
      },
    ]);
    // The form was removed again, and the partner page gets no handle on the portal.
    expect(document.querySelectorAll('form')).toHaveLength(0);
    expect(popup.opener).toBeNull();
    expect(popup.close).not.toHaveBeenCalled();
    expect(errorDialogStore.getState().error).toBeNull();
  });

  it('never runs the returned script, in the portal or in the new window', async () => {
    const scriptsBefore = document.scripts.length;
    answer = { status: 200, body: JSON.stringify({ ssoForm: ssoForm('https://partner.example/cob') }) };
    await expect(launchExternalApp('cob')).resolves.toBe('opened');
    expect((window as { __ssoScriptRan?: boolean }).__ssoScriptRan).toBeUndefined();
    expect(document.scripts).toHaveLength(scriptsBefore);
    expect(popup.document.write).not.toHaveBeenCalled();
    expect(popup.document.open).not.toHaveBeenCalled();
    // jsdom here runs inserted scripts, so the assertion above would catch one that was injected.
    const control = document.createElement('script');
    control.textContent = 'window.__ssoScriptRan = true;';
    document.body.append(control);
    expect((window as { __ssoScriptRan?: boolean }).__ssoScriptRan).toBe(true);
    control.remove();
  });

  it.each([
    ['javascript:', "javascript:alert('x')"],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['relative', '/sandbox/partners/cob'],
    ['ftp:', 'ftp://partner.example/cob'],
    ['credentials in the URL', 'https://user:secret@partner.example/cob'],
  ])('refuses a form whose action is %s: closes the window, posts nothing, shows an error', async (_label, action) => {
    answer = { status: 200, body: JSON.stringify({ ssoForm: ssoForm(action) }) };
    await expect(launchExternalApp('cob')).resolves.toBe('failed');
    expect(submitted).toEqual([]);
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(errorDialogStore.getState().error).toEqual({ code: 'BP-NFA-100', message: expect.any(String) });
    expect(recorded).toEqual([{ code: 'BP-NFA-100', url: 'member:sso', status: null }]);
  });

  it('refuses a response without a form', async () => {
    answer = { status: 200, body: JSON.stringify({ ssoForm: '<p>nothing here</p>' }) };
    await expect(launchExternalApp('updatepolicy')).resolves.toBe('failed');
    expect(popup.close).toHaveBeenCalled();
    expect(submitted).toEqual([]);
  });

  it('closes the window when the call fails; the error dialog shows the failure', async () => {
    answer = { status: 403, body: JSON.stringify({ code: 'BP-NFA-403', message: 'no' }) };
    await expect(launchExternalApp('updatepolicymetallic')).resolves.toBe('failed');
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(submitted).toEqual([]);
    expect(errorDialogStore.getState().error).toEqual({
      code: 'BP-NFA-100',
      message: 'You don’t have permission to view this information.',
    });
  });

  it('tells the member to allow pop-ups when the browser blocks the window, and makes no call', async () => {
    openSpy.mockReturnValue(null);
    await expect(launchExternalApp('interqual')).resolves.toBe('popup-blocked');
    expect(received()).toHaveLength(0);
    expect(errorDialogStore.getState().error).toEqual({ message: guidanceMessages.handoffPopupBlocked });
    expect(guidanceMessages.handoffPopupBlocked).toMatch(/allow pop-ups for this site/);
  });

  it('posts nothing when the member closed the window while the call ran', async () => {
    answer = { status: 200, body: JSON.stringify({ ssoForm: ssoForm('https://partner.example/cob') }) };
    const outcome = launchExternalApp('cob');
    popup.closed = true;
    await expect(outcome).resolves.toBe('failed');
    expect(submitted).toEqual([]);
  });
});

describe('launchPartnerSso', () => {
  it('posts exactly { key, memberId } and hands the form to the new window', async () => {
    answer = { status: 200, body: JSON.stringify({ ssoForm: ssoForm('http://localhost:4000/sandbox/partners/rewards') }) };
    await expect(launchPartnerSso('rewards')).resolves.toBe('opened');
    expect(received().map((request) => request.body)).toEqual([{ key: 'rewards', memberId: 'H1000100101' }]);
    expect(submitted[0]).toMatchObject({ action: 'http://localhost:4000/sandbox/partners/rewards', method: 'post' });
  });

  it('opens nothing without a selected plan', async () => {
    sessionStore.getState().selectPlan(null);
    await expect(launchPartnerSso('rewards')).resolves.toBe('failed');
    expect(openSpy).not.toHaveBeenCalled();
    expect(received()).toHaveLength(0);
    expect(errorDialogStore.getState().error).not.toBeNull();
  });
});

describe('parseSsoForm', () => {
  it('keeps submitted controls only and the form method', () => {
    const html =
      '<form action="https://partner.example/x" method="GET">' +
      '<input name="a" value="1"><input type="checkbox" name="b" value="2"><input type="checkbox" name="c" checked>' +
      '<input type="submit" name="go" value="Go"><input name="d" value="4" disabled><textarea name="e">five</textarea></form>';
    expect(parseSsoForm(html)).toEqual({
      action: 'https://partner.example/x',
      method: 'get',
      fields: [
        ['a', '1'],
        ['c', 'on'],
        ['e', 'five'],
      ],
    });
  });

  it('refuses a method other than post or get, and anything that is not HTML text', () => {
    expect(parseSsoForm('<form action="https://partner.example/x" method="dialog"></form>')).toBeNull();
    expect(parseSsoForm(undefined)).toBeNull();
    expect(parseSsoForm({ action: 'https://partner.example' })).toBeNull();
  });
});

describe('opensInNewTab (docs/product/routes-and-guards.md#routes-handoffs)', () => {
  it('opens links containing http in a new tab', () => {
    expect(opensInNewTab('https://www.medicare.gov/plan')).toBe(true);
    expect(opensInNewTab('http://example.com')).toBe(true);
    expect(opensInNewTab('/programs')).toBe(false);
    expect(opensInNewTab('mailto:help@example.com')).toBe(false);
  });
});
