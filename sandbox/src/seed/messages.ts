import type * as s from '../db/schema.ts';
import { addDays, ageOn } from './dates.ts';
import type { Rights } from './rights.ts';

/**
 * The message center's messages, as an insurer sends them: each is about something that
 * happened to this member (a claim processed, an authorization decided, a premium received) or is a
 * notice for the member's plan, with a subject that says what it is about. A member hears only about
 * what they have: no claim notices without the claims right, no bills without paying online, no
 * pharmacy news under 17 or without the pharmacy benefit, nothing about an online account to a member
 * without one. A long inbox (hal.inbox) is months of monthly notices, each subject its own.
 */

type Member = (typeof s.members)['$inferInsert'];
type Claim = (typeof s.claims)['$inferInsert'];
type PriorAuth = (typeof s.priorAuths)['$inferInsert'];
type Payment = (typeof s.payments)['$inferInsert'];

export interface SeedMessage {
  category: string;
  subject: string;
  body: string;
  createdAt: Date;
}

export interface MessageFacts {
  member: Member;
  rights: Rights;
  /** The member's own claims. */
  claims: readonly Claim[];
  /** The member's own prior authorizations. */
  authorizations: readonly PriorAuth[];
  /** Premium payments of the contract, when the member is its policyholder and pays online. */
  payments: readonly Payment[];
  today: Date;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** MM/DD/YYYY, as the portal shows dates (docs/product/validation.md#format-phone). */
function shown(date: string): string {
  return `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
}

/** 9 a.m. Central (15:00 UTC) on a day, never later than the evening before the seed's day. */
function sentOn(date: Date | string, today: Date): Date {
  const day =
    typeof date === 'string'
      ? new Date(`${date}T15:00:00Z`)
      : new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 15));
  const latest = new Date(today.getTime() - 3 * 3_600_000);
  return day < latest ? day : latest;
}

/** Messages about what happened to the member, newest first (at most two claim notices, one of each other kind). */
function eventMessages({ rights, claims, authorizations, payments, today }: MessageFacts): SeedMessage[] {
  const out: SeedMessage[] = [];
  if (rights.claims) {
    for (const claim of claims
      .filter((c) => c.processedDate)
      .sort((a, b) => b.processedDate!.localeCompare(a.processedDate!))
      .slice(0, 2)) {
      out.push({
        category: 'Claims',
        subject: `Your claim from ${claim.providerName} on ${shown(claim.serviceDate)} was processed`,
        body: `<p>We finished processing the claim from ${claim.providerName} for your care on ${shown(claim.serviceDate)}. See what your plan paid and what you may owe, and your explanation of benefits, in <a href="/claim-details/${claim.claimId}">Claim Details</a>.</p>`,
        createdAt: sentOn(addDays(new Date(`${claim.processedDate}T00:00:00Z`), 1), today),
      });
    }
  }
  const authorization = rights.inpatientMedicalAdmissionRequest
    ? [...authorizations].sort((a, b) => (b.decisionDate ?? b.requestedDate).localeCompare(a.decisionDate ?? a.requestedDate))[0]
    : undefined;
  if (authorization) {
    out.push({
      category: 'Authorizations',
      subject: `Update on your prior authorization: ${authorization.service}`,
      body: `<p>The status of the prior authorization request from ${authorization.requestingProvider} is now “${authorization.status}”. See the details in <a href="/authorizations/${authorization.authId}">Authorizations</a>.</p>`,
      createdAt: sentOn(authorization.decisionDate ?? authorization.requestedDate, today),
    });
  }
  // The confirmation of the latest payment made over a week ago: autopay drafts on the 26th, so the
  // latest payment may be from yesterday, and its notice would then jump ahead of the claim and
  // authorization news for a few days a month, renumbering the newest messages (whose ids the tests
  // and the personas' unread counts (sandbox/README.md#personas) rely on). A week keeps it behind them whatever the date.
  const weekAgo = addDays(today, -7);
  const payment = [...payments]
    .filter((p) => p.submittedAt <= weekAgo)
    .sort((a, b) => b.submittedAt.getTime() - a.submittedAt.getTime())[0];
  const period = /(\d{4})-(\d{2})$/.exec(payment?.billId ?? '');
  if (payment && period) {
    out.push({
      category: 'Billing',
      subject: `We received your premium payment for ${MONTHS[Number(period[2]) - 1]} ${period[1]}`,
      body: '<p>Thank you. Your payment has been applied to your account. See your payment history in the <a href="/payment-center">Payment Center</a>.</p>',
      createdAt: sentOn(addDays(payment.submittedAt, 2), today),
    });
  }
  return out;
}

/**
 * Notices for the member's plan, sent some days before the seed's day (so a member's messages keep
 * their order, and their ids, whatever the date; subjects name no year for the same reason).
 */
function planNotices({ member, rights, today }: MessageFacts): SeedMessage[] {
  const age = ageOn(member.birthDate, today);
  const daysAgo = (days: number) => sentOn(addDays(today, -days), today);
  const notices: SeedMessage[] = [
    {
      category: 'Benefits',
      subject: 'Your new Summary of Benefits and Coverage is ready',
      body: '<p>Your summary of benefits and coverage for the next plan year is in <a href="/documents">Documents and Forms</a>.</p>',
      createdAt: daysAgo(54),
    },
    {
      category: 'Coverage',
      subject: 'Changes to your coverage next plan year',
      body: '<p>Please review the notice of changes to your plan for the next plan year. Your current benefits stay the same until then.</p>',
      createdAt: daysAgo(40),
    },
    {
      category: 'Wellness',
      subject: age < 18 ? `Time for ${member.firstName}’s yearly checkup` : 'Time to schedule your yearly wellness visit',
      body: '<p>Preventive visits are covered at no cost to you once a year. Schedule one with your primary care provider.</p>',
      createdAt: daysAgo(120),
    },
  ];
  if (member.contractType === 'Medical' && rights.idCards) {
    notices.push({
      category: 'ID Card',
      subject: 'Your member ID card is on its way',
      body: '<p>Your new member ID card should arrive within 7 business days. You can also see it on the <a href="/id-card">ID Cards</a> page.</p>',
      createdAt: sentOn(addDays(new Date(`${member.origEffDate}T00:00:00Z`), 2), today),
    });
  }
  if ((rights.pharmacyCenter || rights.rxSavingsSolutions) && age >= 17) {
    notices.push({
      category: 'Pharmacy',
      subject: 'Save on your prescriptions with generic medicines',
      body: '<p>Generic medicines may cost you less. Ask your doctor, or visit the <a href="/pharmacy">Pharmacy Center</a>.</p>',
      createdAt: daysAgo(95),
    });
  }
  if (rights.programs.length > 0) {
    const virtualCare = rights.programs.some((program) => program.programId.startsWith('virtual_'));
    notices.push({
      category: 'Programs',
      subject: virtualCare ? 'See a doctor by video, any time' : 'Programs that come with your plan',
      body: '<p>Your plan includes programs for your health, at no extra cost. Open <a href="/programs">Programs</a> to get started.</p>',
      createdAt: daysAgo(110),
    });
  }
  if (member.username) {
    notices.push({
      category: 'Account',
      subject: 'Please confirm your contact information',
      body: '<p>We send sign-in passcodes to the email address and mobile phone on your account. Check them in <a href="/settings/profile">Settings</a>.</p>',
      createdAt: daysAgo(33),
    });
  }
  return notices;
}

const MONTHLY_TOPICS: readonly [category: string, subject: (month: string) => string][] = [
  ['Wellness', (month) => `Your ${month} member newsletter`],
  ['Wellness', (month) => `${month} wellness tips`],
  ['Pharmacy', (month) => `${month}: tips for taking your medicines`],
  ['Wellness', (month) => `${month}: preventive care covered at no cost`],
  ['Wellness', (month) => `Healthy recipes for ${month}`],
  ['Wellness', (month) => `Join the ${month} step challenge`],
  ['Wellness', (month) => `${month}: caring for your mental health`],
  ['Benefits', (month) => `Your benefits at a glance, ${month}`],
  ['Wellness', (month) => `${month}: staying well this season`],
  ['Wellness', (month) => `Resources for caregivers, ${month}`],
  ['Benefits', (month) => `Ways to save on care, ${month}`],
  ['Programs', (month) => `Health coaching in ${month}`],
  ['Wellness', (month) => `Community health events in ${month}`],
];

/** Monthly notices, newest month first, each subject naming its month and year. */
function monthlyNotices(facts: MessageFacts, count: number): SeedMessage[] {
  const { today } = facts;
  const topics = MONTHLY_TOPICS.filter(
    ([category]) => category !== 'Pharmacy' || facts.rights.pharmacyCenter || facts.rights.rxSavingsSolutions,
  );
  const out: SeedMessage[] = [];
  for (let monthsAgo = 0; out.length < count; monthsAgo += 1) {
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsAgo, 1));
    const month = `${MONTHS[first.getUTCMonth()]} ${first.getUTCFullYear()}`;
    topics.forEach(([category, subject], index) => {
      const day = addDays(first, 1 + index * 2);
      if (day < today && out.length < count) {
        out.push({
          category,
          subject: subject(month),
          body: `<p>This month’s news and tips from your health plan. ${category === 'Benefits' ? 'See <a href="/coverage-and-copays">Coverage and Copays</a> for your benefits.' : 'Stay well.'}</p>`,
          createdAt: sentOn(day, today),
        });
      }
    });
  }
  return out;
}

/** The member's `total` messages, newest first. */
export function messagesFor(facts: MessageFacts, total: number): SeedMessage[] {
  const newestFirst = (list: SeedMessage[]) => list.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const own = newestFirst([...eventMessages(facts), ...planNotices(facts)]).slice(0, total);
  return newestFirst([...own, ...monthlyNotices(facts, total - own.length)]);
}
