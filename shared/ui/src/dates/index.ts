// @portal/ui/dates: the one date module (insurer-dates.ts: showing dates; calendar-days.ts: every date
// rule; typed-dates.ts: dates as members type them). A separate entry point of @portal/ui so that Luxon, a
// shared singleton, is loaded only by pages that reckon with dates; a page that only shows them takes
// @portal/ui/dates/display (display.ts), which leaves Luxon out.
export * from './display';
export {
  ageOn,
  calendarDay,
  calendarDayParts,
  compareDays,
  dayOfSameMonth,
  hasDayPassed,
  insurerDateTime,
  insurerToday,
  isAfterDay,
  isBeforeDay,
  isCardExpiryCurrent,
  isUnderAge,
  latestOnOrBefore,
  minusMonths,
  plusMonths,
  startOfYear,
} from './calendar-days';
export type { CalendarDay, DayInput } from './calendar-days';
export { isoToTypedDate, looksLikeTypedDate, parseTypedDate, typedDateToIso } from './typed-dates';
