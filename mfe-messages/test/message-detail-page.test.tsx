import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorDialogStore } from '@portal/api-client';
import { messageCountStore, totalUnread, writeSessionItem } from '@portal/session';
import type { FakeAnswer, RecordedRequest } from '@portal/testing/fake-api-server';
import {
  api,
  received,
  renderMessagesAt,
  signIn,
  splitUrl,
  startMemberApi,
  stopMemberApi,
  testMessage,
  testMessagePage,
  type TestMessage,
} from './support/member-api';

let message: TestMessage;
let counts = [{ memberId: 'H1000100101', count: 3 }];
let answers: Partial<Record<'GET' | 'POST' | 'DELETE', FakeAnswer>> = {};

function respond(request: RecordedRequest): FakeAnswer {
  const { path } = splitUrl(request.url);
  if (path.endsWith('/messages/count')) return { status: 200, body: counts };
  if (path.endsWith('/messages')) return { status: 200, body: testMessagePage([testMessage(12), testMessage(13)], { page: 2, total: 13 }) };
  if (request.method === 'POST') return answers.POST ?? { status: 200, body: { ...message, status: 'READ' } };
  if (request.method === 'DELETE') return answers.DELETE ?? { status: 200, body: { status: 'ok', message: 'Message deleted.' } };
  return answers.GET ?? { status: 200, body: message };
}

beforeAll(startMemberApi);
afterAll(stopMemberApi);
// Lets calls a test started (the count refresh after a read) finish before the next test or the close.
afterEach(() => new Promise((resolve) => setTimeout(resolve, 50)));
beforeEach(() => {
  message = testMessage(7, {
    subject: 'Your claim has been processed',
    status: 'UNREAD',
    body: '<p>A claim was processed. View it in <a href="/claims">Claims</a>.</p><script>window.__ran = true</script><img src="x" onerror="window.__ran = true">',
  });
  counts = [{ memberId: 'H1000100101', count: 3 }];
  answers = {};
  api.respond = respond;
  signIn();
  act(() => messageCountStore.getState().setCounts([{ memberId: 'H1000100101', count: 3 }]));
});

const address = () => screen.getByTestId('address').textContent;
const requests = () => received().map((request) => ({ method: request.method, ...splitUrl(request.url), body: request.body }));

describe('/message/:messageId', () => {
  it('shows the message fetched by id, its HTML sanitised, and marks it read so the bell drops from 3 to 2', async () => {
    counts = [{ memberId: 'H1000100101', count: 2 }];
    renderMessagesAt('/message/MSG000007');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your message…');
    const subject = await screen.findByRole('heading', { level: 1, name: 'Your claim has been processed' });
    // The kit's PageHeader: the way back, the subject, when it came.
    const header = subject.closest('header');
    expect(header).toHaveClass('header');
    expect(header).toContainElement(screen.getByRole('link', { name: 'Back to messages' }));
    expect(screen.getByText(/Received/)).toHaveTextContent('Received 02/21/2026');
    expect(header).toContainElement(screen.getByText(/Received/));
    expect(screen.getByText(/A claim was processed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claims' })).toHaveAttribute('href', `${window.location.origin}/claims`);
    expect(document.querySelector('script, img')).toBeNull();
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();

    await waitFor(() => expect(totalUnread(messageCountStore.getState().entries)).toBe(2));
    await waitFor(() => expect(requests().filter((request) => request.path.endsWith('/count'))).toHaveLength(1));
    expect(requests().slice(0, 2)).toEqual([
      { method: 'GET', path: 'message-center/H1000100101/messages/MSG000007', query: {}, body: null },
      { method: 'POST', path: 'message-center/H1000100101/messages/MSG000007/status', query: {}, body: { status: 'READ' } },
    ]);
  });

  it('does not mark a message that is already read', async () => {
    message = { ...message, status: 'READ' };
    renderMessagesAt('/message/MSG000007');
    await screen.findByRole('heading', { level: 1, name: 'Your claim has been processed' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests().map((request) => request.method)).toEqual(['GET']);
    expect(totalUnread(messageCountStore.getState().entries)).toBe(3);
  });

  it('keeps the message readable when marking it read fails, and leaves the count as it was', async () => {
    answers.POST = { status: 500, body: { code: 'BP-NFA-0232', message: 'failure' } };
    renderMessagesAt('/message/MSG000007');
    await screen.findByRole('heading', { level: 1, name: 'Your claim has been processed' });
    await waitFor(() => expect(requests().map((request) => request.method)).toEqual(['GET', 'POST']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errorDialogStore.getState().error).toBeNull();
    expect(totalUnread(messageCountStore.getState().entries)).toBe(3);
  });

  it('opens portal links in the message inside the portal', async () => {
    const user = userEvent.setup();
    renderMessagesAt('/message/MSG000007');
    await user.click(await screen.findByRole('link', { name: 'Claims' }));
    expect(address()).toBe('/claims');
  });

  it('deletes only after confirmation, then returns to the list page the member came from', async () => {
    writeSessionItem('message_center_page', '2');
    const user = userEvent.setup();
    renderMessagesAt('/message/MSG000007');
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute('href', '/messages/2');
    await user.click(await screen.findByRole('button', { name: 'Delete message' }));

    let dialog = screen.getByRole('alertdialog', { name: 'Delete this message?' });
    expect(dialog).toHaveAccessibleDescription(
      "“Your claim has been processed” will be deleted from your message center. You can't undo this.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests().some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete message' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete message' }));

    await waitFor(() => expect(address()).toBe('/messages/2'));
    expect(await screen.findByText('The message “Your claim has been processed” was deleted.')).toBeInTheDocument();
    expect(requests()).toContainEqual({ method: 'DELETE', path: 'message-center/H1000100101/messages/MSG000007', query: {}, body: null });
    expect(await screen.findByRole('link', { name: 'Message number 12' })).toBeInTheDocument();
    await waitFor(() => expect(requests().filter((request) => request.path.endsWith('/count')).length).toBeGreaterThan(0));
  });

  it('takes a message it marked read off the count only once when it is then deleted', async () => {
    // The count call fails, so the store shows only what the page itself changed.
    api.respond = (request) =>
      request.url.includes('/messages/count') ? { status: 500, body: { code: 'BP-NFA-0233', message: 'down' } } : respond(request);
    const user = userEvent.setup();
    renderMessagesAt('/message/MSG000007');
    await screen.findByRole('heading', { level: 1, name: 'Your claim has been processed' });
    await waitFor(() => expect(totalUnread(messageCountStore.getState().entries)).toBe(2));
    await user.click(screen.getByRole('button', { name: 'Delete message' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete message' }));
    await waitFor(() => expect(address()).toBe('/messages'));
    await waitFor(() => expect(requests().filter((request) => request.path.endsWith('/count')).length).toBe(2));
    expect(totalUnread(messageCountStore.getState().entries)).toBe(2);
  });

  it('shows the error dialog when deleting fails, and keeps the message open', async () => {
    message = { ...message, status: 'READ' };
    answers.DELETE = { status: 500, body: { code: 'BP-NFA-0234', message: 'failure' } };
    const user = userEvent.setup();
    renderMessagesAt('/message/MSG000007');
    await user.click(await screen.findByRole('button', { name: 'Delete message' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete message' }));
    await waitFor(() =>
      expect(errorDialogStore.getState().error).toEqual({
        code: 'BP-NFA-0234',
        message: 'An error occurred. We’re working on a fix. Please try again later.',
      }),
    );
    expect(address()).toBe('/message/MSG000007');
    expect(screen.getByRole('heading', { level: 1, name: 'Your claim has been processed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete message' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('says when the message does not exist, with the way back', async () => {
    answers.GET = { status: 404, body: { code: 'BP-NFA-0231', message: 'Message not found.' } };
    renderMessagesAt('/message/MSG999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Message not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to your messages' })).toHaveAttribute('href', '/messages');
    expect(errorDialogStore.getState().error).toBeNull();
  });

  it('shows a failed load in place with Try again', async () => {
    answers.GET = { status: 503, body: { code: 'BP-NFA-0231', message: 'down' } };
    const user = userEvent.setup();
    renderMessagesAt('/message/MSG000007');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The Member Portal is down for scheduled maintenance. Please try again later.');
    delete answers.GET;
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your claim has been processed' })).toBeInTheDocument();
  });

  it('reads the message of the member chosen in the message center', async () => {
    writeSessionItem('message_center_member', 'H1000100103');
    message = { ...message, memberId: 'H1000100103', status: 'READ' };
    renderMessagesAt('/message/MSG000012');
    await screen.findByRole('heading', { level: 1, name: 'Your claim has been processed' });
    expect(requests().map((request) => request.path)).toEqual(['message-center/H1000100103/messages/MSG000012']);
  });

  it('never asks for the messages of a member the access policy keeps private, even one chosen earlier', async () => {
    writeSessionItem('message_center_member', 'H1000100102');
    renderMessagesAt('/message/MSG000012');
    await screen.findByRole('heading', { level: 1, name: 'Your claim has been processed' });
    expect(requests()[0]?.path).toBe('message-center/H1000100101/messages/MSG000012');
    expect(requests().filter((request) => request.path.includes('H1000100102'))).toEqual([]);
  });
});
