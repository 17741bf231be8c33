// Dates of birth as members type them: MM/DD/YYYY, the format the portal shows dates in
// (docs/product/validation.md#format-dates). The member API wants YYYY-MM-DD. "Today" is today in the insurer's time zone
// (America/Chicago, the one date module @portal/ui/dates), passed in so the rules can be tested at
// their boundaries.

import {
  insurerToday,
  isAfterDay,
  isUnderAge,
  looksLikeTypedDate,
  parseTypedDate,
  typedDateToIso as sharedTypedDateToIso,
  type CalendarDay,
  type DayInput,
} from '@portal/ui/dates/days';

export type { CalendarDay };
/** Whole years of age on a day (the birthday itself counts as a year more): the date module's rule. */
export { ageOn } from '@portal/ui/dates/days';

/** Children under this age must be registered by a legal guardian (docs/product/validation.md#validate-guardian, docs/product/constants.md#constants-pharmacy-age). */
export const guardianAgeLimit = 14;
export const earliestBirthYear = 1900;

/** What is wrong with a typed date of birth, or null when it is acceptable. */
export function dateOfBirthProblem(text: string, today: DayInput = insurerToday()): string | null {
  const trimmed = text.trim();
  if (!trimmed) return 'Enter your date of birth';
  if (!looksLikeTypedDate(trimmed)) return 'Enter your date of birth as MM/DD/YYYY, like 05/20/1990';
  const date = parseTypedDate(trimmed);
  if (!date) return 'Enter a real date of birth, like 05/20/1990';
  if (date.year < earliestBirthYear) return `Enter a year of birth of ${earliestBirthYear} or later`;
  if (isAfterDay(date, today)) return 'Your date of birth must be today or in the past';
  return null;
}

/** "05/20/1990" as "1990-05-20"; call only after dateOfBirthProblem found nothing. */
export function typedDateToIso(text: string): string {
  const iso = sharedTypedDateToIso(text);
  if (!iso) throw new Error('not a date');
  return iso;
}

/** Whether a typed date of birth makes the member a child who needs a legal guardian to register. */
export function needsGuardian(typedDateOfBirth: string, today: DayInput = insurerToday()): boolean {
  if (dateOfBirthProblem(typedDateOfBirth, today)) return false;
  const birth = parseTypedDate(typedDateOfBirth);
  return birth !== null && isUnderAge(birth, guardianAgeLimit, today);
}
