import { act } from '@testing-library/react';
import { messageCountStore, messageCountStorageKey, readSessionItem, resetSessionState, sessionStore, totalUnread } from '@portal/session';
import { loadMessageCounts, messageNoLongerUnread, refreshMessageCounts } from '../src/message-counts/message-count-feed';
import { api, avaPlan, received, signIn, splitUrl, startMemberApi, stopMemberApi } from './support/member-api';

let counts: { memberId: string; count: number }[] = [];
let delayMs = 0;
let failWith: number | null = null;

beforeAll(startMemberApi);
afterAll(stopMemberApi);
beforeEach(() => {
  counts = [
    { memberId: 'H1000100101', count: 3 },
    { memberId: 'H1000100103', count: 0 },
  ];
  delayMs = 0;
  failWith = null;
  api.respond = () =>
    failWith ? { status: failWith, body: { code: 'BP-NFA-0233', message: 'failure' } } : { status: 200, body: counts, delayMs };
  signIn();
});

const countRequests = () => received().filter((request) => request.url.includes('/messages/count'));

describe('the message count feed', () => {
  it('asks for the selected member with the other members she acts for, and fills the shared store kept in session storage', async () => {
    await loadMessageCounts();
    expect(countRequests().map((request) => splitUrl(request.url))).toEqual([
      { path: 'message-center/H1000100101/messages/count', query: { additionalRequestedMemberIds: 'H1000100103' } },
    ]);
    expect(messageCountStore.getState()).toMatchObject({ loaded: true, entries: counts });
    expect(totalUnread(messageCountStore.getState().entries)).toBe(3);
    expect(JSON.parse(readSessionItem(messageCountStorageKey) ?? 'null')).toEqual(counts);
  });

  it('asks for exactly the ids in accessibleMembers, and the total is the sum of their counts', async () => {
    // The access rights list only the members the user acts for; the feed asks for every one of them.
    signIn({ accessibleMembers: [{ memberId: 'H1000100101' }, { memberId: 'H1000100103' }, { memberId: 'H1000100104' }] });
    counts = [
      { memberId: 'H1000100101', count: 3 },
      { memberId: 'H1000100103', count: 2 },
      { memberId: 'H1000100104', count: 1 },
    ];
    await loadMessageCounts();
    expect(countRequests().map((request) => splitUrl(request.url))).toEqual([
      { path: 'message-center/H1000100101/messages/count', query: { additionalRequestedMemberIds: 'H1000100103,H1000100104' } },
    ]);
    expect(totalUnread(messageCountStore.getState().entries)).toBe(6);
  });

  it('sends no additionalRequestedMemberIds when the member acts for no one else', async () => {
    signIn({ accessibleMembers: [{ memberId: avaPlan.memberId }] });
    counts = [{ memberId: avaPlan.memberId, count: 1 }];
    await loadMessageCounts();
    expect(countRequests().map((request) => request.url)).toEqual(['message-center/H1000100101/messages/count']);
  });

  it('loads once: concurrent callers share one request, and later loads make none', async () => {
    await Promise.all([loadMessageCounts(), loadMessageCounts(), loadMessageCounts()]);
    await loadMessageCounts();
    expect(countRequests()).toHaveLength(1);
  });

  it('loads again when the stored counts are not for the selected member (after a plan switch)', async () => {
    await loadMessageCounts();
    act(() => sessionStore.getState().selectPlan({ ...avaPlan, memberId: 'V2000200301' }));
    counts = [{ memberId: 'V2000200301', count: 0 }];
    await loadMessageCounts();
    expect(countRequests().map((request) => splitUrl(request.url).path)).toEqual([
      'message-center/H1000100101/messages/count',
      'message-center/V2000200301/messages/count',
    ]);
  });

  it('a refresh asked for while a load is under way asks again once that load is answered', async () => {
    delayMs = 50;
    const load = loadMessageCounts();
    const refreshes = Promise.all([refreshMessageCounts(), refreshMessageCounts()]);
    counts = [{ memberId: 'H1000100101', count: 2 }];
    await Promise.all([load, refreshes]);
    expect(countRequests()).toHaveLength(2);
    expect(totalUnread(messageCountStore.getState().entries)).toBe(2);
  });

  it('drops an answer that arrives after sign-out, so the cleared store stays cleared', async () => {
    delayMs = 50;
    const load = loadMessageCounts();
    act(() => resetSessionState());
    await load;
    expect(messageCountStore.getState()).toMatchObject({ loaded: false, entries: [] });
    expect(readSessionItem(messageCountStorageKey)).toBeNull();
  });

  it('leaves the store unloaded when the count call fails (the bell stays hidden)', async () => {
    failWith = 500;
    await expect(loadMessageCounts()).rejects.toMatchObject({ code: 'BP-NFA-0233' });
    expect(messageCountStore.getState().loaded).toBe(false);
  });

  it('takes a read or deleted message off the count at once, then confirms it from the API', async () => {
    await loadMessageCounts();
    delayMs = 50;
    counts = [{ memberId: 'H1000100101', count: 2 }];
    const update = messageNoLongerUnread('H1000100101');
    expect(messageCountStore.getState().entries[0]).toEqual({ memberId: 'H1000100101', count: 2 });
    await update;
    expect(countRequests()).toHaveLength(2);
  });

  it('keeps the adjusted count when the confirming call fails', async () => {
    await loadMessageCounts();
    failWith = 500;
    await messageNoLongerUnread('H1000100101');
    expect(totalUnread(messageCountStore.getState().entries)).toBe(2);
  });
});
