import { readSessionItem, resetSessionState, sessionKeys, writeSessionItem } from '@portal/session';
import { deepLinkedMessageId, forgetDeepLinkMessage } from '../src/messages/deep-link-message';
import { lastListPath, messageListPath, messagePath, rememberListPage } from '../src/messages/list-position';
import { memberChoices, viewingMemberId } from '../src/messages/viewing-member';

beforeEach(() => {
  resetSessionState();
  writeSessionItem(sessionKeys.deepLinkMessage, null);
});

describe('deepLinkedMessageId (docs/product/session.md#session-deep-link: message links keep their id through sign-in)', () => {
  it('takes the messageId query first, then the id kept through sign-in', () => {
    expect(deepLinkedMessageId('')).toBeNull();
    writeSessionItem(sessionKeys.deepLinkMessage, 'MSG000007');
    expect(deepLinkedMessageId('')).toBe('MSG000007');
    expect(deepLinkedMessageId('?messageId=MSG000002')).toBe('MSG000002');
  });

  it('ignores ids that cannot be message ids', () => {
    expect(deepLinkedMessageId('?messageId=../../settings')).toBeNull();
    expect(deepLinkedMessageId(`?messageId=${'x'.repeat(41)}`)).toBeNull();
  });

  it('forgets the kept id once that message is open, and keeps another one', () => {
    writeSessionItem(sessionKeys.deepLinkMessage, 'MSG000007');
    forgetDeepLinkMessage('MSG000001');
    expect(readSessionItem(sessionKeys.deepLinkMessage)).toBe('MSG000007');
    forgetDeepLinkMessage('MSG000007');
    expect(readSessionItem(sessionKeys.deepLinkMessage)).toBeNull();
  });
});

describe('list position', () => {
  it('uses /messages for the first page and /messages/N for the others', () => {
    expect(messageListPath()).toBe('/messages');
    expect(messageListPath(1)).toBe('/messages');
    expect(messageListPath(4)).toBe('/messages/4');
    expect(messagePath('MSG 1/2')).toBe('/message/MSG%201%2F2');
  });

  it('remembers the list page for the way back from a message', () => {
    expect(lastListPath()).toBe('/messages');
    rememberListPage(3);
    expect(lastListPath()).toBe('/messages/3');
    rememberListPage(1);
    expect(lastListPath()).toBe('/messages');
  });
});

describe('whose messages', () => {
  const family = [
    { memberId: 'H1', firstName: 'Ava', lastName: 'Medical' },
    { memberId: 'H2', firstName: 'Mia', lastName: 'Medical', access: { messages: true } },
    { memberId: 'H3', access: { messages: true } },
    { memberId: 'H4', firstName: 'Noah', lastName: 'Medical', access: { messages: false } },
    { memberId: 'H5', firstName: 'Kay', lastName: 'Medical' },
  ];

  it('offers the selected member first, then each member whose messages the policy shares, once, by name', () => {
    expect(memberChoices('H1', 'Ava M.', family)).toEqual([
      { memberId: 'H1', name: 'Ava M.' },
      { memberId: 'H2', name: 'Mia Medical' },
      { memberId: 'H3', name: 'Member H3' },
    ]);
    expect(memberChoices('H1', 'Ava', [])).toEqual([{ memberId: 'H1', name: 'Ava' }]);
  });

  it('shows the chosen member only while the user can still act for them', () => {
    const choices = memberChoices('H1', 'Ava', family);
    expect(viewingMemberId('H1', choices, null)).toBe('H1');
    expect(viewingMemberId('H1', choices, 'H2')).toBe('H2');
    expect(viewingMemberId('H1', choices, 'X9')).toBe('H1');
    expect(viewingMemberId('H1', choices, 'H4')).toBe('H1');
  });
});
