// @portal/ui/dates: the one date module (insurer-dates.ts: showing dates; calendar-days.ts: every date
// rule; typed-dates.ts: dates as members type them). A separate entry point of @portal/ui so that Luxon, a shared singleton, is loaded only by
// pages that show or reckon with dates.
export { formatDate, formatIsoDate, formatTime, insurerDateTime, insurerTimeZone, invalidDateText } from './insurer-dates';
export type { DateValue } from './insurer-dates';
export {
  ageOn,
  autopayDraftDay,
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
  ordinalDay,
  plusMonths,
  startOfYear,
} from './calendar-days';
export type { CalendarDay, DayInput } from './calendar-days';
export { isoToTypedDate, looksLikeTypedDate, parseTypedDate, typedDateToIso } from './typed-dates';
