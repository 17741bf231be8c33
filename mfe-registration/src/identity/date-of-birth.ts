// Dates of birth as members type them: MM/DD/YYYY, the format the portal shows dates in (SPEC
// section 5). The member API wants YYYY-MM-DD. "Today" is the member's local calendar day, passed in
// so the rules can be tested at their boundaries.

import { looksLikeTypedDate, parseTypedDate, typedDateToIso as sharedTypedDateToIso, type CalendarDay } from '@portal/forms';

export type { CalendarDay };

/** Children under this age must be registered by a legal guardian (SPEC sections 5 and 9). */
export const guardianAgeLimit = 14;
export const earliestBirthYear = 1900;

export function localToday(now: Date = new Date()): CalendarDay {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** What is wrong with a typed date of birth, or null when it is acceptable. */
export function dateOfBirthProblem(text: string, today: CalendarDay = localToday()): string | null {
  const trimmed = text.trim();
  if (!trimmed) return 'Enter your date of birth';
  if (!looksLikeTypedDate(trimmed)) return 'Enter your date of birth as MM/DD/YYYY, like 05/20/1990';
  const date = parseTypedDate(trimmed);
  if (!date) return 'Enter a real date of birth, like 05/20/1990';
  if (date.year < earliestBirthYear) return `Enter a year of birth of ${earliestBirthYear} or later`;
  if (compareDays(date, today) > 0) return 'Your date of birth must be today or in the past';
  return null;
}

/** "05/20/1990" as "1990-05-20"; call only after dateOfBirthProblem found nothing. */
export function typedDateToIso(text: string): string {
  const iso = sharedTypedDateToIso(text);
  if (!iso) throw new Error('not a date');
  return iso;
}

/** Whole years between a birth date and today (the birthday itself counts as a year more). */
export function ageOn(birth: CalendarDay, today: CalendarDay): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/** Whether a typed date of birth makes the member a child who needs a legal guardian to register. */
export function needsGuardian(typedDateOfBirth: string, today: CalendarDay = localToday()): boolean {
  if (dateOfBirthProblem(typedDateOfBirth, today)) return false;
  const birth = parseTypedDate(typedDateOfBirth);
  return birth !== null && ageOn(birth, today) < guardianAgeLimit;
}
