// @portal/ui/dates: the one date module (insurer-dates.ts). A separate entry point of @portal/ui so
// that Luxon, a shared singleton, is loaded only by pages that show dates.
export { formatDate, formatIsoDate, formatTime, insurerDateTime, insurerTimeZone, invalidDateText } from './insurer-dates';
export type { DateValue } from './insurer-dates';
