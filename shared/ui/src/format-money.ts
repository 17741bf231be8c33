const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollar amounts as members read them: $1,234.50. */
export function formatMoney(amount: number): string {
  return dollars.format(Number.isFinite(amount) ? amount : 0);
}
