// @portal/ui/dates: the one date module (insurer-dates.ts: showing dates; calendar-day-rules.ts: every date rule,
// on calendar days; typed-dates.ts: dates as members type them), as @portal/ui 1.x's contract has it: with
// insurerDateTime, a Luxon DateTime (calendar-days.ts), so importing this entry point loads Luxon. Apps import
// @portal/ui/dates/days (or /display) instead, which is all of it without Luxon.
export * from './days';
export { insurerDateTime } from './calendar-days';
