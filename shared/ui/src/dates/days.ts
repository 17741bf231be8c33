// @portal/ui/dates/days: every date rule (calendar-day-rules.ts), dates as members type them (typed-dates.ts) and
// showing dates (display.ts), without Luxon. Pages and remotes import dates from here, or from
// @portal/ui/dates/display when they only show them. @portal/ui/dates exports the same and, for @portal/ui 1.x,
// the Luxon DateTime of insurerDateTime, so importing it loads Luxon (ESLint points apps here).
export * from './display';
export {
  ageOn,
  calendarDay,
  calendarDayParts,
  compareDays,
  dayOfSameMonth,
  hasDayPassed,
  insurerToday,
  isAfterDay,
  isBeforeDay,
  isCardExpiryCurrent,
  isUnderAge,
  latestOnOrBefore,
  minusMonths,
  plusMonths,
  startOfYear,
} from './calendar-day-rules';
export type { CalendarDay, DayInput } from './calendar-day-rules';
export { isoToTypedDate, looksLikeTypedDate, parseTypedDate, typedDateToIso } from './typed-dates';
