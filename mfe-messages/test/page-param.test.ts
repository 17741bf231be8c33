import { pageItems, parsePageParam, rangeText } from '../src/message-center/page-param';

describe('parsePageParam', () => {
  it('reads /messages as page 1 and /messages/N as page N', () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam('1')).toBe(1);
    expect(parsePageParam('15')).toBe(15);
  });

  it('refuses anything that is not a whole number from 1', () => {
    for (const param of ['0', '-1', '1.5', 'abc', '01', '2e3', '', '999999']) expect(parsePageParam(param)).toBeNull();
  });
});

describe('pageItems', () => {
  it('offers every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 5)).toEqual([1, 2, 'gap', 5]);
  });

  it('offers the first and last pages and the neighbours of the current one, with gaps between', () => {
    expect(pageItems(1, 15)).toEqual([1, 2, 'gap', 15]);
    expect(pageItems(8, 15)).toEqual([1, 'gap', 7, 8, 9, 'gap', 15]);
    expect(pageItems(15, 15)).toEqual([1, 'gap', 14, 15]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pageItems(4, 15)).toEqual([1, 2, 3, 4, 5, 'gap', 15]);
    expect(pageItems(12, 15)).toEqual([1, 'gap', 11, 12, 13, 14, 15]);
  });
});

describe('rangeText', () => {
  it('says which messages a page shows', () => {
    expect(rangeText(1, 10, 10, 150)).toBe('Showing 1 to 10 of 150 messages');
    expect(rangeText(15, 10, 10, 150)).toBe('Showing 141 to 150 of 150 messages');
    expect(rangeText(2, 10, 3, 13)).toBe('Showing 11 to 13 of 13 messages');
    expect(rangeText(1, 10, 3, 3)).toBe('Showing 3 messages');
    expect(rangeText(1, 10, 1, 1)).toBe('Showing 1 message');
  });
});
