import { additionalRequestedMemberIds, countEntries, countsCover, withOneLessUnread } from '../src/message-counts/count-query';

describe('additionalRequestedMemberIds (docs/product/data-and-calls.md#calls-member-api: the other accessible members, current member removed)', () => {
  it('lists the other accessible members, comma-separated, without the current member', () => {
    expect(additionalRequestedMemberIds('H1', ['H1', 'H2', 'H3'])).toBe('H2,H3');
  });

  it('removes the current member wherever it appears, and names each other member once', () => {
    expect(additionalRequestedMemberIds('H2', ['H1', 'H2', 'H3', 'H1', 'H2'])).toBe('H1,H3');
  });

  it('sends no parameter when the member acts for no one else', () => {
    expect(additionalRequestedMemberIds('H1', ['H1'])).toBeUndefined();
    expect(additionalRequestedMemberIds('H1', [])).toBeUndefined();
    expect(additionalRequestedMemberIds('H1', [''])).toBeUndefined();
  });
});

describe('countEntries', () => {
  it('keeps one entry per member with a whole, non-negative count', () => {
    expect(
      countEntries([
        { memberId: 'H1', count: 3 },
        { memberId: 'H2', count: 0 },
        { memberId: 'H1', count: 4 },
        { memberId: 'H3', count: -2 },
      ]),
    ).toEqual([
      { memberId: 'H1', count: 4 },
      { memberId: 'H2', count: 0 },
      { memberId: 'H3', count: 0 },
    ]);
  });

  it('drops malformed entries and answers that are not a list', () => {
    expect(countEntries([{ memberId: 'H1' }, { count: 2 }, null, { memberId: 'H2', count: '5' }, { memberId: 'H3', count: 1 }])).toEqual([
      { memberId: 'H3', count: 1 },
    ]);
    expect(countEntries({ memberId: 'H1', count: 1 })).toEqual([]);
    expect(countEntries(null)).toEqual([]);
  });
});

describe('countsCover', () => {
  it('tells whether stored counts were loaded for the member (they are not after a plan switch)', () => {
    const entries = [
      { memberId: 'D2', count: 1 },
      { memberId: 'V2', count: 0 },
    ];
    expect(countsCover(entries, 'V2')).toBe(true);
    expect(countsCover(entries, 'H1')).toBe(false);
  });
});

describe('withOneLessUnread', () => {
  it('takes one from that member only, never below zero, without changing the input', () => {
    const entries = [
      { memberId: 'H1', count: 3 },
      { memberId: 'H2', count: 0 },
    ];
    expect(withOneLessUnread(entries, 'H1')).toEqual([
      { memberId: 'H1', count: 2 },
      { memberId: 'H2', count: 0 },
    ]);
    expect(withOneLessUnread(entries, 'H2')).toEqual(entries);
    expect(withOneLessUnread(entries, 'H9')).toEqual(entries);
    expect(entries[0]).toEqual({ memberId: 'H1', count: 3 });
  });
});
