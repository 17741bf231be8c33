import { parsePageParam, rangeText } from '../src/message-center/page-param';

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

describe('rangeText', () => {
  it('says which messages a page shows', () => {
    expect(rangeText(1, 10, 10, 150)).toBe('Showing 1 to 10 of 150 messages');
    expect(rangeText(15, 10, 10, 150)).toBe('Showing 141 to 150 of 150 messages');
    expect(rangeText(2, 10, 3, 13)).toBe('Showing 11 to 13 of 13 messages');
    expect(rangeText(1, 10, 3, 3)).toBe('Showing 3 messages');
    expect(rangeText(1, 10, 1, 1)).toBe('Showing 1 message');
  });
});
