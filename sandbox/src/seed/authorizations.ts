import { addDays, isoDate } from './dates.ts';

/**
 * Prior authorizations whose statuses fit their dates: a request still "New Request" or
 * "Under Review" is recent, has no decision date and a service still ahead; every other status is a
 * decision, dated on or after the request; an extension comes after an approval, and "Not Eligible
 * for Review after Services Rendered" after the services. The history lists each step in date order
 * and ends with the status. The database checks the first two rules too (prior_auths constraints).
 */

/** The statuses of docs/product/routes-and-guards.md#routes-handoffs that are not a decision yet. */
export const UNDECIDED_AUTH_STATUSES: readonly string[] = ['New Request', 'Under Review'];

export function isDecidedAuthStatus(status: string): boolean {
  return !UNDECIDED_AUTH_STATUSES.includes(status);
}

export interface AuthTimeline {
  requestedDate: string;
  decisionDate: string | null;
  startDate: string;
  endDate: string;
  unitsApproved: number;
  history: { date: string; status: string; note: string }[];
}

/**
 * The dates and history of an authorization with this status, the `n`th of a member's (older as n
 * grows), as of `today`. Inpatient stays last 5 days, outpatient authorizations 90.
 */
export function authorizationTimeline(status: string, category: string, unitsRequested: number, n: number, today: Date): AuthTimeline {
  const length = category === 'Inpatient' ? 5 : 90;
  const step = (date: Date, what: string, note: string) => ({ date: isoDate(date), status: what, note });
  if (!isDecidedAuthStatus(status)) {
    const requested = addDays(today, -(2 + (n % 4)));
    const start = addDays(requested, 14);
    return {
      requestedDate: isoDate(requested),
      decisionDate: null,
      startDate: isoDate(start),
      endDate: isoDate(addDays(start, length)),
      unitsApproved: 0,
      history: [
        step(requested, 'New Request', 'Request received from provider.'),
        ...(status === 'Under Review' ? [step(addDays(requested, 1), 'Under Review', 'A nurse reviewer is reviewing the request.')] : []),
      ],
    };
  }
  const requested = addDays(today, -(20 + n * 23));
  const reviewed = addDays(requested, 1);
  const decided = addDays(requested, 3);
  const received = step(requested, 'New Request', 'Request received from provider.');
  const review = step(reviewed, 'Under Review', 'A nurse reviewer is reviewing the request.');
  if (status === 'Not Eligible for Review after Services Rendered') {
    // The provider asked after the care was given.
    const start = addDays(requested, -30);
    return {
      requestedDate: isoDate(requested),
      decisionDate: isoDate(decided),
      startDate: isoDate(start),
      endDate: isoDate(addDays(start, category === 'Inpatient' ? 5 : 0)),
      unitsApproved: 0,
      history: [received, review, step(decided, status, 'The services were given before the request; file a claim instead.')],
    };
  }
  const start = addDays(requested, 7);
  const end = addDays(start, length);
  if (status.startsWith('Extension Granted')) {
    // Approved first; extended the day before the approved period ended.
    const extended = addDays(end, -1);
    return {
      requestedDate: isoDate(requested),
      decisionDate: isoDate(extended),
      startDate: isoDate(start),
      endDate: isoDate(addDays(end, length)),
      unitsApproved: unitsRequested * 2,
      history: [
        received,
        review,
        step(decided, 'Approved', `Approved for ${unitsRequested} units.`),
        step(extended, status, `Extended by ${unitsRequested} units.`),
      ],
    };
  }
  const units = status === 'Approved' ? unitsRequested : status.startsWith('Partial Denial') ? Math.floor(unitsRequested / 2) : 0;
  return {
    requestedDate: isoDate(requested),
    decisionDate: isoDate(decided),
    startDate: isoDate(start),
    endDate: isoDate(end),
    unitsApproved: units,
    history: [received, review, step(decided, status, 'Decision recorded.')],
  };
}
