// Test kit for the messages remote: a real HTTP server stands in for the member API (each test
// decides the answers), a signed-in session with a selected plan and accessible members, and the
// remote's routes rendered as the shell maps them, with the current address shown for assertions.
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/routing';
import type { AccessibleMember, SelectedPlan } from '@portal/contracts/domain';
import { errorDialogStore } from '@portal/api-client';
import { rightsStore } from '@portal/rights';
import { resetSessionState, sessionStore, setPortalConfig } from '@portal/session';
import { startFakeApiServer, type FakeAnswer, type FakeApiServer, type RecordedRequest } from '@portal/testing/fake-api-server';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';
import MessageCenterPage from '../../src/message-center/message-center-page';
import MessageDetailPage from '../../src/message-detail/message-detail-page';
import { testAccessToken } from '@portal/testing/test-tokens';
import { avaTestPlan } from '@portal/testing/test-plans';

const accessToken = testAccessToken('ava.medical');

export const avaPlan: SelectedPlan = avaTestPlan;

/** Ava's family as the access rights give it: the members she acts for, herself and Mia (15); never Noah (19). */
export const avaFamily: AccessibleMember[] = [
  { memberId: 'H1000100101', firstName: 'Ava', lastName: 'Medical' },
  { memberId: 'H1000100103', firstName: 'Mia', lastName: 'Medical', access: { messages: true, messageCount: true } },
];

export type Respond = (request: RecordedRequest) => FakeAnswer;

/** The member API stand-in; set `api.respond` in each test. */
export const api: { server: FakeApiServer | null; respond: Respond } = {
  server: null,
  respond: () => ({ status: 404, body: { code: 'BP-NFA-404', message: 'no answer set' } }),
};

export async function startMemberApi(): Promise<void> {
  api.server = await startFakeApiServer((request) => api.respond(request));
  setPortalConfig({ ...testRuntimeConfig, memberApiBaseUrl: `${api.server.origin}/member/portal/v1` });
}

export async function stopMemberApi(): Promise<void> {
  await api.server?.close();
  api.server = null;
}

/** Requests received so far, without headers, paths relative to the member API. */
export function received(): { method: string; url: string; body: unknown }[] {
  return (api.server?.received ?? []).map(({ method, url, body }) => ({ method, url: url.replace('/member/portal/v1/', ''), body }));
}

export function signIn({
  plan = avaPlan,
  accessibleMembers = avaFamily,
}: { plan?: SelectedPlan; accessibleMembers?: AccessibleMember[] } = {}): void {
  act(() => {
    resetSessionState();
    errorDialogStore.getState().close();
    sessionStore.getState().setTokens({ accessToken, refreshToken: 'r1', userId: plan.username });
    sessionStore.getState().selectPlan(plan);
    rightsStore.getState().setRights({}, accessibleMembers);
  });
  if (api.server) api.server.received.length = 0;
}

function CurrentAddress() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

/** The remote's message routes, as the route table maps them, opened at `path`. */
export function renderMessagesAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/messages" element={<MessageCenterPage />} />
        <Route path="/messages/:page" element={<MessageCenterPage />} />
        <Route path="/message/:messageId" element={<MessageDetailPage />} />
        {/* Other portal pages (links inside messages lead there). */}
        <Route path="*" element={null} />
      </Routes>
      <CurrentAddress />
    </MemoryRouter>,
  );
}

/** JSON answer helper. */
export const ok = (body: unknown): FakeAnswer => ({ status: 200, body });

export interface TestMessage {
  messageId: string;
  memberId: string;
  subject: string;
  body: string;
  category: string;
  status: 'READ' | 'UNREAD';
  createdAt: string;
}

/** Message number n of a member: MSG000n, newest first by number. */
export function testMessage(n: number, overrides: Partial<TestMessage> = {}): TestMessage {
  const day = String(28 - (n % 28)).padStart(2, '0');
  return {
    messageId: `MSG${String(n).padStart(6, '0')}`,
    memberId: avaPlan.memberId,
    subject: `Message number ${n}`,
    body: `<p>Body of message ${n}.</p>`,
    category: 'Claims',
    status: 'READ',
    createdAt: `2026-02-${day}T15:00:00.000Z`,
    ...overrides,
  };
}

/** One page of the list answer. */
export function testMessagePage(
  messages: TestMessage[],
  { page = 1, total = messages.length, unreadCount = 0 }: { page?: number; total?: number; unreadCount?: number } = {},
) {
  return { messages, unreadCount, page, pageSize: 10, total, totalPages: Math.max(1, Math.ceil(total / 10)) };
}

/** The path and query of a request, and the query as an object. */
export function splitUrl(url: string): { path: string; query: Record<string, string> } {
  const [path = '', search = ''] = url.split('?');
  return { path: path.replace('/member/portal/v1/', ''), query: Object.fromEntries(new URLSearchParams(search)) };
}
