import type * as s from '../db/schema.ts';
import { planBenefitsOf } from '../claims/benefits.ts';
import { addDays, addMonths, isoDate } from './dates.ts';
import { ADDRESSES, COMPANY_BY_TIER, memberIdFor, SECURITY_QUESTIONS, type PersonSpec, type PlanSpec } from './personas.ts';
import { planDisplayName } from './plan-display-name.ts';
import type { Insert, SeedData } from './seed-data.ts';

/** The personas' password and security-answer hashes (one of each, shared by every persona). */
export interface PersonaHashes {
  passwordHash: string;
  answer1: string;
  answer2: string;
}

/** A persona's online account. */
function userRow(person: PersonSpec & { username: string }, { passwordHash, answer1, answer2 }: PersonaHashes): Insert<typeof s.users> {
  return {
    username: person.username,
    passwordHash,
    passwordHistory: [],
    email: `${person.username}@example.com`,
    phone: person.phone,
    firstName: person.first,
    lastName: person.last,
    birthDate: person.birthDate!,
    displayName: `${person.first} ${person.last}`,
    preferredName: person.first,
    securityQuestions: [
      { question: SECURITY_QUESTIONS[0], answerHash: answer1 },
      { question: SECURITY_QUESTIONS[1], answerHash: answer2 },
    ],
    mfaPreference: 'email',
    familyAccess: false,
    tosChecked: true,
    failedSignIns: 0,
    lastFailedSignInAt: null,
    lockedAt: null,
    role: person.role ?? 'member',
    blockFrom: null,
    unblockFrom: null,
    communication: { paperlessEob: true, memberNotifications: true, annualBenefitLetter: false },
  };
}

/** The first day of the plan and its last (9999-12-31 while it runs). */
function planPeriod(plan: PlanSpec, today: Date): { origEff: string; termDate: string } {
  const origEff = isoDate(addMonths(today, -plan.startedMonthsAgo)).slice(0, 8) + '01';
  const termDate =
    plan.endedMonthsAgo !== undefined
      ? isoDate(addDays(new Date(`${isoDate(addMonths(today, -plan.endedMonthsAgo)).slice(0, 8)}01T00:00:00Z`), -1))
      : '9999-12-31';
  return { origEff, termDate };
}

/** A person's row on one plan. */
function memberRow(person: PersonSpec, plan: PlanSpec, address: (typeof ADDRESSES)[number], today: Date): Insert<typeof s.members> {
  const memberId = memberIdFor(plan);
  const { origEff, termDate } = planPeriod(plan, today);
  return {
    memberId,
    username: person.username,
    companyId: COMPANY_BY_TIER[person.tier] ?? '001',
    contractId: plan.contractId,
    memberSeqNumber: plan.seq,
    isPolicyHolder: plan.isPolicyHolder,
    relationship: plan.relationship,
    firstName: person.first,
    lastName: person.last,
    birthDate: person.birthDate!,
    gender: person.gender,
    ssnLast4: person.ssn4,
    mbiLast4: plan.planKind === 'medicare' ? (person.mbi4 ?? null) : null,
    contractType: plan.contractType,
    isActive: plan.active,
    origEffDate: origEff,
    covTermDate: termDate,
    lobDisplayName: planDisplayName({ kind: plan.planKind, contractType: plan.contractType, name: plan.groupName }),
    tier1: person.tier,
    ssoType: person.ssoType ?? null,
    planKind: plan.planKind,
    groupId: plan.groupId,
    groupName: plan.groupName,
    familyAccessEnabled: false,
    address: { ...address, homePhone: person.phone },
    rights: plan.rights as unknown as Record<string, unknown>,
  };
}

/** The plan's coverage periods: this plan year and earlier ones while it runs, the whole plan once it ended. */
function seedCoverages(data: SeedData, plan: PlanSpec, memberId: string, today: Date): void {
  const { origEff, termDate } = planPeriod(plan, today);
  const typeCode = plan.contractType === 'Medical' ? 'hip' : plan.contractType === 'Dental' ? 'dental' : 'vision';
  // The copays the plan's benefits pay claims by (src/claims/benefits.ts).
  const costs: s.CoverageCost[] = planBenefitsOf(plan).coverageCosts;
  const coverage = (status: 'active' | 'cancelled', start: string, end: string, suffix: string) => {
    data.coverages.push({
      coverageId: `${plan.contractId}-${plan.seq}-${typeCode}-${suffix}`,
      memberId,
      subscriberId: memberIdFor({ ...plan, seq: '01' }),
      contractId: plan.contractId,
      typeCode,
      status,
      periodStart: start,
      periodEnd: end,
      groupId: plan.groupId,
      groupName: plan.groupName,
      planName: plan.groupName,
      relationship: plan.relationship,
      costs,
    });
  };
  if (plan.active) {
    const yearStart = `${today.getUTCFullYear()}-01-01`;
    coverage('active', origEff > yearStart ? origEff : yearStart, `${today.getUTCFullYear()}-12-31`, String(today.getUTCFullYear()));
    if (plan.startedMonthsAgo > 12) {
      // Earlier plan years: one within 36 months, one older than 36 months.
      const y1 = today.getUTCFullYear() - 1;
      coverage('cancelled', `${y1}-01-01`, `${y1}-12-31`, String(y1));
      if (plan.startedMonthsAgo > 40) {
        const old = addMonths(today, -40);
        coverage('cancelled', isoDate(addMonths(old, -12)), isoDate(old), `${old.getUTCFullYear()}-prior`);
      }
    }
  } else {
    coverage('cancelled', origEff, termDate, 'terminated');
  }
}

/** The personas' accounts, their rows on each plan, and the plans' coverage periods. */
export function seedPeople(data: SeedData, persons: PersonSpec[], today: Date, hashes: PersonaHashes): void {
  persons.forEach((person, personIndex) => {
    const address = ADDRESSES[personIndex % ADDRESSES.length]!;
    if (person.username) data.users.push(userRow({ ...person, username: person.username }, hashes));
    for (const plan of person.plans) {
      data.members.push(memberRow(person, plan, address, today));
      seedCoverages(data, plan, memberIdFor(plan), today);
    }
  });
}
