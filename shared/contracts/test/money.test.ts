// Money in whole cents, for the portal and the member API alike.
import { centsFromDollars, dollarsFromCents, formatCents, parseTypedDollars } from '@portal/contracts/money';

describe('money in cents', () => {
  it.each([
    [487.25, 48725],
    [0.07, 7],
    [12.34, 1234],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [0.005, 1],
    [0.004, 0],
    [1e-9, 0],
    [1.5e-7, 0],
    [100000, 10000000],
    [0, 0],
    [-5, -500],
    [-0.005, -1],
  ])('reads %s dollars as %s cents, rounded on the amount as written', (dollars, cents) => {
    expect(centsFromDollars(dollars)).toBe(cents);
  });

  it('refuses what is not an amount of money', () => {
    for (const amount of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e21])
      expect(() => centsFromDollars(amount)).toThrow(RangeError);
  });

  it('gives cents back as the dollars JSON carries, and adds up without drift', () => {
    expect(dollarsFromCents(48725)).toBe(487.25);
    expect(dollarsFromCents(7 + 1234 + 47484)).toBe(487.25);
    // What is left after two payments, reckoned in dollars, drifts: 487.25 - 0.07 - 12.34 is 474.84000000000003.
    expect(487.25 - 0.07 - 12.34).not.toBe(474.84);
    expect(centsFromDollars(487.25) - centsFromDollars(0.07) - centsFromDollars(12.34)).toBe(47484);
  });

  it.each([
    ['487.25', 48725],
    ['$1,234.5', 123450],
    [' 12 ', 1200],
    ['0.07', 7],
    ['4.35', 435],
    ['0', 0],
    ['12.345', null],
    ['-5', null],
    ['1e3', null],
    ['', null],
    ['abc', null],
  ])('reads the typed amount %j as %s cents', (text, cents) => {
    expect(parseTypedDollars(text)).toBe(cents);
  });

  it('writes cents as members read them', () => {
    expect(formatCents(48725)).toBe('$487.25');
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(1)).toBe('$0.01');
  });
});
