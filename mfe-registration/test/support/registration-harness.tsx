// Renders the registration pages and account help as the shell does (public routes in one router),
// against a real HTTP server standing in for the member API. Each test sets the answers.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/routing';
import { errorDialogStore } from '@portal/api-client';
import { resetSessionState, setPortalConfig } from '@portal/session';
import { startFakeApiServer, type FakeAnswer, type FakeApiServer, type RecordedRequest } from '@portal/testing/fake-api-server';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';
import AccountHelpPage from '../../src/account-help/account-help-page';
import CommunicationSettingsPage from '../../src/communication-settings/communication-settings-page';
import CompleteRegistrationPage from '../../src/complete-registration/complete-registration-page';
import CreateAccountPage from '../../src/create-account/create-account-page';
import RegisterPage from '../../src/register/register-page';
import { clearRegistration } from '../../src/registration/registration-draft';

export type Responder = (request: RecordedRequest) => FakeAnswer;

export interface FakeMemberApi {
  respond: Responder;
  server: FakeApiServer;
  /** The calls received, without headers. */
  calls(): { method: string; url: string; body: unknown }[];
}

/** Starts the fake member API for a test file; call in the file's top level. */
export function setUpFakeMemberApi(): FakeMemberApi {
  const api = { respond: (() => ({ status: 500, body: { code: 'BP-NFA-100' } })) as Responder } as FakeMemberApi;
  beforeAll(async () => {
    api.server = await startFakeApiServer((request) => api.respond(request));
    setPortalConfig({ ...testRuntimeConfig, memberApiBaseUrl: `${api.server.origin}/member/portal/v1` });
  });
  afterAll(() => api.server.close());
  beforeEach(() => {
    resetSessionState();
    sessionStorage.clear();
    clearRegistration();
    errorDialogStore.getState().close();
    api.server.received.length = 0;
  });
  api.calls = () => api.server.received.map(({ method, url, body }) => ({ method, url, body }));
  return api;
}

function CurrentPath() {
  return <p data-testid="current-path">{useLocation().pathname}</p>;
}

export function renderPortal(path: string) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/create-account" element={<CreateAccountPage />} />
        <Route path="/communication-settings" element={<CommunicationSettingsPage />} />
        <Route path="/complete-registration" element={<CompleteRegistrationPage />} />
        <Route path="/account-help" element={<AccountHelpPage />} />
        <Route path="*" element={<h1>Another page</h1>} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
  return { user, ...view };
}

export const memberApiPath = '/member/portal/v1';
