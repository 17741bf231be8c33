/** A date typed as MM/DD/YYYY, `years` years before today, moved back by `days` days (negative: forward). */
export function typedDateYearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() - days);
  return `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;
}
