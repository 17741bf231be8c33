// @portal/ui/dates/display: showing dates without the calendar rules, so without Luxon (insurer-dates.ts).
// Pages and cards that only show a date (MM/DD/YYYY, a time of day, the 26th) import this entry point;
// those that reckon with dates (today, months, ages) import @portal/ui/dates, which also exports these.
export { autopayDraftDay, formatDate, formatIsoDate, formatTime, insurerTimeZone, invalidDateText, ordinalDay } from './insurer-dates';
export type { DateValue } from './insurer-dates';
