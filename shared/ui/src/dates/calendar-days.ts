// The insurer's clock as a Luxon DateTime, kept for @portal/ui 1.x, whose contract exports it from
// @portal/ui/dates (it goes with 2.0). Every date rule of the portal is on calendar days and needs no Luxon
// (calendar-day-rules.ts); only an importer of this function loads Luxon.
import { DateTime } from 'luxon';
import { insurerTimeZone, type DateValue } from './insurer-dates';

/**
 * The moment in the insurer's time zone as a Luxon DateTime, or null when missing or unreadable. A
 * string without an offset (a calendar day, or a local time) is taken as the insurer's local time; one
 * with an offset or Z is converted to it.
 */
export function insurerDateTime(value: DateValue): DateTime | null {
  const parsed =
    value instanceof Date
      ? DateTime.fromJSDate(value, { zone: insurerTimeZone })
      : typeof value === 'string' && value.trim() !== ''
        ? DateTime.fromISO(value.trim(), { zone: insurerTimeZone })
        : null;
  return parsed?.isValid ? parsed : null;
}
