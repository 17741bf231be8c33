// When a dental or vision member can next have their routine exam, derived from the plan's claims:
// the member API has no exam-eligibility call (what it would need: the plan's exam frequency and the
// last covered exam date, e.g. on the spending or coverage answer). Until it has, the frequencies
// below are the plans' routine-care rules, and the last exam is the newest claim line with an exam code.
import { isAfterDay, plusMonths } from '@portal/ui/dates/days';
import type { ClaimDetail } from '../claims/api';

export interface ExamRule {
  /** The card title. */
  title: string;
  /** In a sentence: "your last checkup". */
  examName: string;
  /** Procedure codes that are this exam (CDT for dental, CPT for eye exams). */
  codes: readonly string[];
  /** How often the plan covers the exam. */
  intervalMonths: number;
  /** "Dental checkups and cleanings are covered once every 6 months." */
  coverageText: string;
  /** The card's way to book the exam (the find-care page). */
  findCareLabel: string;
}

export const examRules = {
  Dental: {
    title: 'Your next checkup',
    examName: 'checkup',
    // Periodic and comprehensive oral evaluations, and an adult cleaning.
    codes: ['D0120', 'D0150', 'D1110'],
    intervalMonths: 6,
    coverageText: 'Dental checkups and cleanings are covered once every 6 months.',
    findCareLabel: 'Find a dentist',
  },
  Vision: {
    title: 'Your next eye exam',
    examName: 'eye exam',
    // Eye exams for a new and an established patient.
    codes: ['92004', '92014'],
    intervalMonths: 12,
    coverageText: 'A routine eye exam is covered once every 12 months.',
    findCareLabel: 'Find an eye doctor',
  },
} as const satisfies Record<string, ExamRule>;

/** The date of the newest covered exam in the claims: a denied claim was not covered, so it does not count. */
export function lastExamDate(claims: readonly ClaimDetail[], rule: ExamRule): string | null {
  const dates = claims
    .filter((claim) => claim.status.toLowerCase() !== 'denied' && claim.lines.some((line) => rule.codes.includes(line.procedureCode)))
    .map((claim) => claim.serviceDate)
    .sort();
  return dates.at(-1) ?? null;
}

/** The first day the next exam is covered: the same day `months` later (the month's last day when it has none). */
export function nextCoveredOn(lastExam: string, months: number): string {
  return plusMonths(lastExam, months);
}

export type ExamEligibility =
  { kind: 'no-record' } | { kind: 'covered-now'; last: string } | { kind: 'covered-from'; last: string; next: string };

/** Whether the exam is covered today (`today` as YYYY-MM-DD, today in Chicago), and from when if not. */
export function examEligibility(lastExam: string | null, rule: ExamRule, today: string): ExamEligibility {
  if (!lastExam) return { kind: 'no-record' };
  const next = nextCoveredOn(lastExam, rule.intervalMonths);
  return isAfterDay(next, today) ? { kind: 'covered-from', last: lastExam, next } : { kind: 'covered-now', last: lastExam };
}
