import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorDialogStore } from '@portal/api-client';
import { readSessionItem, sessionKeys, writeSessionItem } from '@portal/session';
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
} from './support/member-api';

const family = [
  { memberId: 'H1000100101', count: 2 },
  { memberId: 'H1000100103', count: 1 },
];

/** Lists: `total` messages for Ava, the first `unread` of them unread, ten to a page. */
function listAnswer(request: RecordedRequest, { total = 3, unread = 2 } = {}): FakeAnswer {
  const { query } = splitUrl(request.url);
  const page = Number(query.page ?? '1');
  const onlyUnread = query.status === 'UNREAD';
  const count = onlyUnread ? unread : total;
  const numbers = Array.from({ length: count }, (_, index) => index + 1).slice((page - 1) * 10, page * 10);
  const messages = numbers.map((n) => testMessage(n, { status: n <= unread ? 'UNREAD' : 'READ' }));
  return { status: 200, body: testMessagePage(messages, { page, total: count, unreadCount: unread }) };
}

let list: (request: RecordedRequest) => FakeAnswer = (request) => listAnswer(request);

beforeAll(startMemberApi);
afterAll(stopMemberApi);
// Lets calls a test started (the shared count load) finish before the next test or the close.
afterEach(() => new Promise((resolve) => setTimeout(resolve, 50)));
beforeEach(() => {
  list = (request) => listAnswer(request);
  api.respond = (request) => (request.url.includes('/messages/count') ? { status: 200, body: family } : list(request));
  signIn();
  writeSessionItem(sessionKeys.deepLinkMessage, null);
});

const listRequests = () =>
  received()
    .filter((request) => !request.url.includes('/count'))
    .map((request) => splitUrl(request.url));
const address = () => screen.getByTestId('address').textContent;

describe('/messages', () => {
  it('lists the member’s messages newest first, unread ones marked in words, ten to a page', async () => {
    renderMessagesAt('/messages');
    expect(screen.getByRole('heading', { level: 1, name: 'Message center' })).toBeInTheDocument();
    const messages = await screen.findByRole('list', { name: 'Your messages' });
    expect(
      within(messages)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Unread Message number 1', '/message/MSG000001'],
      ['Unread Message number 2', '/message/MSG000002'],
      ['Message number 3', '/message/MSG000003'],
    ]);
    // Marked with the kit's neutral tag in sentence case, not a badge of the list's own in the brand colour.
    const unread = within(within(messages).getByRole('link', { name: 'Unread Message number 1' })).getByText('Unread');
    expect(unread).toHaveAttribute('data-label-color', 'neutral');
    expect(within(messages).getByRole('link', { name: 'Message number 3' })).toBeInTheDocument();
    expect(within(messages).getAllByRole('listitem')[2]).toHaveTextContent('Claims · , received 02/25/2026');
    expect(screen.getByText('You have 2 unread messages.')).toBeInTheDocument();
    expect(screen.getByText('Showing 3 messages')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Message pages' })).not.toBeInTheDocument();
    expect(listRequests()).toEqual([{ path: 'message-center/H1000100101/messages', query: { page: '1', pageSize: '10' } }]);
  });

  it('dates a message by the day it was sent in Central time: one sent at 8 p.m. Central is not shown as the next day', async () => {
    list = () => ({ status: 200, body: testMessagePage([testMessage(1, { createdAt: '2026-03-07T02:00:00.000Z' })]) });
    renderMessagesAt('/messages');
    const messages = await screen.findByRole('list', { name: 'Your messages' });
    expect(within(messages).getByRole('listitem')).toHaveTextContent('received 03/06/2026');
  });

  it('pages through a long inbox: the page is in the address, the current page is marked, Next and Previous work', async () => {
    list = (request) => listAnswer(request, { total: 150, unread: 150 });
    const user = userEvent.setup();
    renderMessagesAt('/messages/2');
    const messages = await screen.findByRole('list', { name: 'Your messages' });
    expect(within(messages).getAllByRole('link')[0]).toHaveAccessibleName('Unread Message number 11');
    expect(screen.getByText('Showing 11 to 20 of 150 messages')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Message pages' });
    expect(within(pages).getByText('Page 2 of 15')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/messages', '/messages', '/messages/2', '/messages/3', '/messages/15', '/messages/3']);

    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('Showing 21 to 30 of 150 messages')).toBeInTheDocument();
    expect(address()).toBe('/messages/3');
    await user.click(screen.getByRole('link', { name: 'Page 15' }));
    expect(await screen.findByText('Showing 141 to 150 of 150 messages')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
    expect(listRequests().map((request) => request.query.page)).toEqual(['2', '3', '15']);
    expect(readSessionItem('message_center_page')).toBe('15');
  });

  it('sends a page past the end to the last page, and addresses that are not a page to the first', async () => {
    list = (request) => listAnswer(request, { total: 25, unread: 0 });
    const first = renderMessagesAt('/messages/9');
    await waitFor(() => expect(address()).toBe('/messages/3'));
    expect(await screen.findByText('Showing 21 to 25 of 25 messages')).toBeInTheDocument();
    first.unmount();

    const second = renderMessagesAt('/messages/abc');
    expect(address()).toBe('/messages');
    second.unmount();
    renderMessagesAt('/messages/1');
    expect(address()).toBe('/messages');
  });

  it('shows a failed list in place with Try again, without the error dialog, and keeps the page usable', async () => {
    list = () => ({ status: 500, body: { code: 'BP-NFA-100', message: 'failure' } });
    const user = userEvent.setup();
    renderMessagesAt('/messages');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('An error occurred. We’re working on a fix. Please try again later.');
    expect(errorDialogStore.getState().error).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Message center' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Show' })).toBeEnabled();

    list = (request) => listAnswer(request);
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Unread Message number 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when there are no messages, and offers all messages when none is unread', async () => {
    list = (request) => listAnswer(request, { total: 0, unread: 0 });
    const first = renderMessagesAt('/messages');
    expect(await screen.findByText('You have no messages.')).toBeInTheDocument();
    first.unmount();

    list = (request) => listAnswer(request, { total: 4, unread: 0 });
    writeSessionItem('message_center_filter', 'unread');
    const user = userEvent.setup();
    renderMessagesAt('/messages');
    expect(await screen.findByText("You've read all of your messages.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all messages' }));
    expect(await screen.findByText('Showing 4 messages')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('All messages');
    expect(readSessionItem('message_center_filter')).toBeNull();
  });

  it('shows unread messages only when asked, keeping the choice out of the address, and starts again from page 1', async () => {
    list = (request) => listAnswer(request, { total: 30, unread: 12 });
    const user = userEvent.setup();
    renderMessagesAt('/messages/3');
    await screen.findByText('Showing 21 to 30 of 30 messages');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Unread messages only');
    expect(await screen.findByText('Showing 1 to 10 of 12 messages')).toBeInTheDocument();
    expect(address()).toBe('/messages');
    expect(listRequests().at(-1)).toEqual({
      path: 'message-center/H1000100101/messages',
      query: { page: '1', pageSize: '10', status: 'UNREAD' },
    });
    expect(readSessionItem('message_center_filter')).toBe('unread');
  });

  it('lets a policyholder read the messages of the members the access policy allows, with each one’s unread count', async () => {
    const user = userEvent.setup();
    renderMessagesAt('/messages');
    const picker = screen.getByRole('combobox', { name: 'Show messages for' });
    // Noah (19) is not offered: he is not among the members she acts for, and his messages are his own.
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Ava Medical (2 unread)', 'Mia Medical (1 unread)']),
    );
    await user.selectOptions(picker, 'Mia Medical (1 unread)');
    expect(await screen.findByRole('heading', { level: 2, name: 'Messages for Mia Medical' })).toBeInTheDocument();
    expect(await screen.findByText('Mia Medical has 2 unread messages.')).toBeInTheDocument();
    await waitFor(() => expect(listRequests().at(-1)?.path).toBe('message-center/H1000100103/messages'));
    expect(readSessionItem('message_center_member')).toBe('H1000100103');
    expect(listRequests().some((request) => request.path.includes('H1000100102'))).toBe(false);
  });

  it('hides the member choice when the member acts for no one else', async () => {
    signIn({ accessibleMembers: [{ memberId: 'H1000100101' }] });
    renderMessagesAt('/messages');
    expect(await screen.findByRole('list', { name: 'Your messages' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Show messages for' })).not.toBeInTheDocument();
    expect(screen.getByText('You have 2 unread messages.')).toBeInTheDocument();
  });

  it('opens the message a link from email names, from the query or kept through sign-in', async () => {
    const first = renderMessagesAt('/messages?messageId=MSG000007');
    expect(address()).toBe('/message/MSG000007');
    first.unmount();

    writeSessionItem(sessionKeys.deepLinkMessage, 'MSG000003');
    renderMessagesAt('/messages');
    expect(address()).toBe('/message/MSG000003');
    // The message page forgets the kept id once it opens that message.
    await waitFor(() => expect(readSessionItem(sessionKeys.deepLinkMessage)).toBeNull());
  });
});
