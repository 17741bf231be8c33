// The one date module of the portal, on Luxon (docs/decisions/0014-design-card-stack.md: "luxon (every date rule, in
// America/Chicago)"). Dates show as MM/DD/YYYY or YYYY-MM-DD and a missing date as "invalid date"
// (docs/product/validation.md#format-phone), each on the day it was in the insurer's time zone: a calendar day ("2026-03-07")
// is that day, and a timestamp is the day it was in Central time, never its UTC date, so a message
// sent at 8 p.m. Central shows the day it was sent. An entry point of its own (@portal/ui/dates), so
// Luxon loads only on pages that show dates.
import { DateTime } from 'luxon';

/** The insurer's time zone (docs/product/session.md#session-token-exchange: chats run in it; every date the portal shows is a day in it). */
export const insurerTimeZone = 'America/Chicago';

/** What a missing or unreadable date shows (docs/product/validation.md#format-phone). */
export const invalidDateText = 'invalid date';

/** A calendar day or timestamp as the member API sends it (ISO 8601), or a Date. */
export type DateValue = string | Date | null | undefined;

/**
 * The moment in the insurer's time zone, or null when missing or unreadable. A string without an
 * offset (a calendar day, or a local time) is taken as the insurer's local time; one with an offset
 * or Z is converted to it.
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

function formatted(value: DateValue, format: string, missing: string): string {
  return insurerDateTime(value)?.setLocale('en-US').toFormat(format) ?? missing;
}

/** MM/DD/YYYY, the date members read on every page. */
export function formatDate(value: DateValue): string {
  return formatted(value, 'MM/dd/yyyy', invalidDateText);
}

/** YYYY-MM-DD, docs/product/validation.md#format-phone other format (machine-readable places such as a time element). */
export function formatIsoDate(value: DateValue): string {
  return formatted(value, 'yyyy-MM-dd', invalidDateText);
}

/** The time of day in Central time, such as "8:05 PM"; empty when there is none. */
export function formatTime(value: DateValue): string {
  return formatted(value, 'h:mm a', '');
}
