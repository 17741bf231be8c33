import { messageCountStorageKey, messageCountStore, resetSessionState, totalUnread } from '@portal/session';

describe('message-count store', () => {
  it('keeps the counts in session storage and adds them up', () => {
    messageCountStore.getState().setCounts([
      { memberId: 'M1', count: 3 },
      { memberId: 'M2', count: 150 },
    ]);
    expect(messageCountStore.getState().loaded).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(messageCountStorageKey) ?? '[]')).toHaveLength(2);
    expect(totalUnread(messageCountStore.getState().entries)).toBe(153);
  });

  it('is cleared on sign-out (loaded false)', () => {
    messageCountStore.getState().setCounts([{ memberId: 'M1', count: 3 }]);
    resetSessionState();
    expect(messageCountStore.getState()).toMatchObject({ entries: [], loaded: false });
    expect(sessionStorage.getItem(messageCountStorageKey)).toBeNull();
  });
});
