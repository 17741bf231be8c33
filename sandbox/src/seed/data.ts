import { hashSecret, normaliseAnswer } from '../auth/passwords.ts';
import type * as s from '../db/schema.ts';
import { authorizationTimeline } from './authorizations.ts';
import { adjudicateClaims, lineCostShare, type ClaimStatus, type DecidedClaim, type ServiceLine, type ClaimToDecide } from '../claims/adjudication.ts';
import { accumulatorsOf } from '../claims/accumulators.ts';
import { planBenefitsOf } from '../claims/benefits.ts';
import {
  DENTAL_PROCEDURES,
  fitsDay,
  immunizationsFor,
  MEDICAL_PROCEDURES,
  MEDICATIONS,
  type Medication,
  type Procedure,
  primaryCareFits,
  SPECIALTIES_BY_SETTING,
  VISION_PROCEDURES,
} from './clinical.ts';
import { addDays, addMonths, ageOn, birthDateForAge, isoDate, startOfUtcDay } from './dates.ts';
import { messagesFor } from './messages.ts';
import { grantOnlyRightsBackedByData } from './member-holdings.ts';
import { BRAND_NAMES_BY_TIER, brandNameOf, planDisplayName } from './plan-display-name.ts';
import { basicRights, CHAT_PROVIDER, dentalVisionRights, fullRights, type Rights } from './rights.ts';

export const PERSONA_PASSWORD = 'Portal#2026';
export const SECURITY_ANSWERS = ['Rover', 'Little Rock'] as const;
export const SECURITY_QUESTIONS = ['What was the name of your first pet?', 'In what city were you born?'] as const;

export const COMPANY_BY_TIER: Record<string, string> = {
  ABCBS: '001',
  HA: '002',
  BA: '003',
  ABM: '004',
  OCTAVE: '005',
};

/** Each tier's brand name (the payor and brand of its plans). */
export const PLAN_NAME_BY_TIER: Record<string, string> = Object.fromEntries(Object.keys(BRAND_NAMES_BY_TIER).map((tier) => [tier, brandNameOf(tier)]));

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface SeedData {
  users: Insert<typeof s.users>[];
  members: Insert<typeof s.members>[];
  claims: Insert<typeof s.claims>[];
  priorAuths: Insert<typeof s.priorAuths>[];
  messages: Insert<typeof s.messages>[];
  memberState: Insert<typeof s.memberState>[];
  hraTransactions: Insert<typeof s.hraTransactions>[];
  bills: Insert<typeof s.bills>[];
  payments: Insert<typeof s.payments>[];
  documents: Insert<typeof s.documents>[];
  providers: Insert<typeof s.providers>[];
  coverages: Insert<typeof s.coverages>[];
}

/** Small deterministic PRNG so every reset gives the same data. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface PlanSpec {
  contractType: 'Medical' | 'Dental' | 'Vision';
  active: boolean;
  contractId: string;
  seq: string;
  isPolicyHolder: boolean;
  relationship: string;
  planKind: 'individual' | 'group' | 'employee' | 'medicare';
  groupId: string;
  groupName: string;
  rights: Rights;
  /** months ago the plan started; end date for inactive plans in months ago */
  startedMonthsAgo: number;
  endedMonthsAgo?: number;
}

interface PersonSpec {
  username: string | null;
  first: string;
  last: string;
  age: number;
  gender: 'female' | 'male';
  tier: s.BrandTier;
  ssn4: string;
  /** Last 4 of the Medicare beneficiary identifier; stored on Medicare plans only. */
  mbi4?: string;
  ssoType?: string;
  plans: PlanSpec[];
  birthDate?: string;
  phone: string;
  /** 'staff': the insurer's member-services staff (sandbox/README.md "Personas": sam.admin), an account with no plans. */
  role?: 'staff';
}

const ADDRESSES = [
  { address1: '1200 W Markham St', city: 'Little Rock', stateCode: 'AR', zip: '72201' },
  { address1: '455 N College Ave', city: 'Fayetteville', stateCode: 'AR', zip: '72701' },
  { address1: '2201 S Caraway Rd', city: 'Jonesboro', stateCode: 'AR', zip: '72401' },
  { address1: '901 Rogers Ave', city: 'Fort Smith', stateCode: 'AR', zip: '72901' },
  { address1: '1010 Oak St', city: 'Conway', stateCode: 'AR', zip: '72032' },
  { address1: '330 Central Ave', city: 'Hot Springs', stateCode: 'AR', zip: '71901' },
];

function medical(contractId: string, seq: string, opts: Partial<PlanSpec> = {}): PlanSpec {
  return {
    contractType: 'Medical',
    active: true,
    contractId,
    seq,
    isPolicyHolder: seq === '01',
    relationship: seq === '01' ? 'self' : 'child',
    planKind: 'individual',
    groupId: 'IND-METAL-SILVER',
    groupName: 'Individual Silver PPO',
    rights: fullRights(),
    startedMonthsAgo: 30,
    ...opts,
  };
}

const ABCBS_PROGRAMS = [
  'virtual_ABCBS',
  'maternity_ABCBS',
  'bhealth_ABCBS',
  'diabetes_ABCBS',
  'navigation_ABCBS',
  'wellness_ABCBS',
  'digestive_ABCBS',
  'financial_ABCBS',
].map((programId) => ({ programId }));

function personas(today: Date): PersonSpec[] {
  const avaContract = 'H10001001';
  const list: (Omit<PersonSpec, 'birthDate'> & { birthDate?: string })[] = [
    {
      username: 'ava.medical', first: 'Ava', last: 'Martinez', age: 41, gender: 'female', tier: 'ABCBS', ssn4: '1001',
      phone: '5015550101',
      plans: [medical(avaContract, '01', { rights: fullRights({ programs: ABCBS_PROGRAMS, chatType: CHAT_PROVIDER }), startedMonthsAgo: 52 })],
    },
    {
      username: 'noah.dependent', first: 'Noah', last: 'Martinez', age: 19, gender: 'male', tier: 'ABCBS', ssn4: '1002',
      phone: '5015550102',
      plans: [
        medical(avaContract, '02', {
          startedMonthsAgo: 52,
          rights: fullRights({
            programs: [{ programId: 'virtual_ABCBS' }, { programId: 'bhealth_ABCBS' }],
            payBill: false,
            payment: false,
            healthReimbursementAccount: false,
            updatePolicy: false,
          }),
        }),
      ],
    },
    {
      username: null, first: 'Mia', last: 'Martinez', age: 15, gender: 'female', tier: 'ABCBS', ssn4: '1003',
      phone: '5015550101',
      plans: [medical(avaContract, '03', { startedMonthsAgo: 52, rights: fullRights({ pharmacyCenter: false }) })],
    },
    {
      username: 'ben.dental', first: 'Ben', last: 'Okafor', age: 37, gender: 'male', tier: 'HA', ssn4: '2001',
      phone: '4795550201',
      plans: [
        medical('H20002001', '01', {
          active: false, startedMonthsAgo: 60, endedMonthsAgo: 24, planKind: 'group',
          groupId: 'HA-GRP-4410', groupName: 'Ozark Tooling Co.',
          rights: fullRights({ programs: [{ programId: 'wellness_HA' }], payBill: false, updatePolicy: false }),
        }),
        {
          contractType: 'Dental', active: true, contractId: 'D20002002', seq: '01', isPolicyHolder: true, relationship: 'self',
          planKind: 'individual', groupId: 'HA-DEN-PLUS', groupName: 'Health Advantage Dental Plus',
          // claims and deductible: the dental dashboard reads the plan's claims (the last checkup) and its
          // annual maximum (spending); the portal's claims and spending pages stay Medical only by their routes.
          rights: dentalVisionRights({ programs: [{ programId: 'dental_HA' }], claims: true, deductible: true }), startedMonthsAgo: 20,
        },
        {
          contractType: 'Vision', active: true, contractId: 'V20002003', seq: '01', isPolicyHolder: true, relationship: 'self',
          planKind: 'individual', groupId: 'HA-VIS-BASIC', groupName: 'Health Advantage Vision',
          // claims: the vision dashboard reads the plan's claims (the last eye exam).
          rights: dentalVisionRights({ programs: [], claims: true }), startedMonthsAgo: 20,
        },
      ],
    },
    {
      username: 'cara.group', first: 'Cara', last: 'Lindqvist', age: 33, gender: 'female', tier: 'BA', ssn4: '3001',
      phone: '4795550301',
      plans: [
        medical('B30003001', '01', {
          planKind: 'group', groupId: 'BA-GRP-7781', groupName: 'Northwest Arkansas Logistics',
          rights: fullRights({ payBill: false, payment: false, pageIdentifiers: [{ type: 'interqual' }], programs: [], chatType: null }),
        }),
      ],
    },
    {
      username: 'dan.medicare', first: 'Dan', last: 'Whitaker', age: 70, gender: 'male', tier: 'OCTAVE', ssn4: '4001', mbi4: '7Q2A',
      phone: '8705550401',
      plans: [
        medical('M40004001', '01', {
          planKind: 'medicare', groupId: 'MA-PPO-2026', groupName: 'Octave Blue Medicare Advantage PPO',
          rights: fullRights({
            payBill: false,
            payment: true,
            pageIdentifiers: [{ type: 'interqual' }, { type: 'medicarePayment' }],
            maPlanBenefits: true,
            maPlanBenefitsLink: 'https://www.example.com/medicare/2026-plan-benefits',
            healthReimbursementAccount: false,
            updatePolicy: false,
            programs: [
              { programId: 'MAsupp_dental' },
              { programId: 'MAsupp_meals' },
              { programId: 'MAsupp_otc' },
              { programId: 'MAsupp_fitness' },
            ],
          }),
        }),
      ],
    },
    {
      username: 'eve.basic', first: 'Eve', last: 'Ramsey', age: 45, gender: 'female', tier: 'ABM', ssn4: '5001',
      phone: '5015550501',
      plans: [medical('A50005001', '01', { rights: basicRights({ programs: [{ programId: 'wellness_ABM' }] }) })],
    },
    {
      username: null, first: 'Grace', last: 'Holloway', age: 44, gender: 'female', tier: 'ABCBS', ssn4: '6000',
      phone: '5015550600',
      plans: [medical('H60006001', '01', { rights: fullRights({ programs: ABCBS_PROGRAMS.slice(0, 5) }) })],
    },
    {
      username: 'finn.teen', first: 'Finn', last: 'Holloway', age: 16, gender: 'male', tier: 'ABCBS', ssn4: '6001',
      phone: '5015550601',
      plans: [
        medical('H60006001', '02', {
          rights: fullRights({ programs: [{ programId: 'bhealth_ABCBS' }], payBill: false, payment: false, pharmacyCenter: true }),
        }),
      ],
    },
    {
      username: 'gia.employee', first: 'Gia', last: 'Pham', age: 29, gender: 'female', tier: 'ABCBS', ssn4: '7001',
      phone: '5015550701',
      plans: [
        medical('E70007001', '01', {
          planKind: 'employee', groupId: 'ABCBS-EMP', groupName: 'Arkansas Blue Cross Employee Plan',
          rights: fullRights({
            payBill: false,
            payment: false,
            programs: [{ programId: 'bhealth_eap_emp' }, { programId: 'wellness_emp' }, { programId: 'virtual_emp' }, { programId: 'diabetes_emp' }],
          }),
        }),
      ],
    },
    {
      username: 'hal.inbox', first: 'Hal', last: 'Bergstrom', age: 52, gender: 'male', tier: 'ABCBS', ssn4: '8001',
      phone: '5015550801',
      plans: [medical('H80008001', '01', { rights: fullRights({ programs: ABCBS_PROGRAMS.slice(0, 3) }) })],
    },
    {
      username: 'ivy.sso', first: 'Ivy', last: 'Nakamura', age: 38, gender: 'female', tier: 'BA', ssn4: '9001', ssoType: 'EMPLOYER_SSO',
      phone: '5015550901',
      plans: [
        medical('B90009001', '01', {
          planKind: 'group', groupId: 'BA-GRP-3302', groupName: 'Delta Regional Schools',
          rights: fullRights({ payBill: false, payment: false, programs: [{ programId: 'virtual_BA' }, { programId: 'bhealth_BA' }] }),
        }),
      ],
    },
    {
      username: 'lee.locked', first: 'Lee', last: 'Carver', age: 48, gender: 'male', tier: 'ABCBS', ssn4: '1101',
      phone: '5015551101',
      plans: [medical('H11011001', '01', { rights: fullRights({ programs: ABCBS_PROGRAMS.slice(0, 2) }) })],
    },
    // The insurer's member-services staff (issue 24): an account with the staff role and no plans (not a member).
    {
      username: 'sam.admin', first: 'Sam', last: 'Adeyemi', age: 39, gender: 'male', tier: 'ABCBS', ssn4: '0000',
      phone: '5015551301', role: 'staff',
      plans: [],
    },
    // Members with no account yet (registration tests).
    {
      username: null, first: 'Rae', last: 'Newman', age: 0, birthDate: '1990-05-20', gender: 'female', tier: 'ABCBS', ssn4: '4321',
      phone: '5015551201',
      plans: [medical('REG00000', '01', { rights: fullRights({ programs: ABCBS_PROGRAMS.slice(0, 2) }), startedMonthsAgo: 10 })],
    },
    {
      username: null, first: 'Kit', last: 'Newman', age: 0, birthDate: '2016-02-02', gender: 'male', tier: 'ABCBS', ssn4: '8765',
      phone: '5015551201',
      plans: [medical('REG00000', '02', { rights: fullRights(), startedMonthsAgo: 10 })],
    },
  ];
  return list.map((p) => ({ ...p, birthDate: p.birthDate ?? birthDateForAge(p.age, today) }));
}

/**
 * A medical member's conditions and the medicines for them, fitting the age (issue 21): Ava's
 * allergies and cholesterol, childhood asthma for dependents from 7, blood pressure from 65.
 */
function healthProfile(member: { memberId: string; birthDate: string; isPolicyHolder: boolean }, today: Date): {
  conditions: { name: string; onset: string; status: string }[];
  medications: Medication[];
} {
  const year = today.getUTCFullYear();
  if (member.memberId === 'H1000100101') {
    return {
      conditions: [{ name: 'Seasonal allergic rhinitis', onset: `${year - 6}-04-01`, status: 'active' }, { name: 'Hyperlipidemia', onset: `${year - 3}-09-15`, status: 'active' }],
      medications: [MEDICATIONS.atorvastatin, MEDICATIONS.fluticasone],
    };
  }
  const age = ageOn(member.birthDate, today);
  const atAge = (years: number, monthDay: string) => `${Number(member.birthDate.slice(0, 4)) + years}-${monthDay}`;
  const asthma = !member.isPolicyHolder && age >= 7;
  const hypertension = age >= 65;
  return {
    conditions: [
      ...(asthma ? [{ name: 'Mild intermittent asthma', onset: atAge(6, '03-01'), status: 'active' }] : []),
      ...(hypertension ? [{ name: 'Essential hypertension', onset: atAge(58, '06-15'), status: 'active' }] : []),
    ],
    medications: [...(asthma ? [MEDICATIONS.albuterol] : []), ...(hypertension ? [MEDICATIONS.lisinopril] : [])],
  };
}

/** Member id: contract id + seq, except the registration members, whose ids the personas' table fixes (sandbox/README.md "Personas"). */
function memberIdFor(plan: PlanSpec): string {
  if (plan.contractId === 'REG00000') return plan.seq === '01' ? 'REG000001' : 'REG000002';
  return `${plan.contractId}${plan.seq}`;
}

/** name, specialty, primary care provider, city */
type ProviderSpec = [string, string, boolean, string];

const PROVIDERS: ProviderSpec[] = [
  ['Dr. Hannah Reyes, MD', 'Family Medicine', true, 'Little Rock'],
  ['Dr. Marcus Bell, MD', 'Internal Medicine', true, 'Little Rock'],
  ['Dr. Priya Natarajan, MD', 'Pediatrics', true, 'Little Rock'],
  ['Dr. Samuel Ortiz, DO', 'Family Medicine', true, 'Conway'],
  ['Dr. Laura Chen, MD', 'Internal Medicine', true, 'Fayetteville'],
  ['Dr. James Whitfield, MD', 'Family Medicine', true, 'Jonesboro'],
  ['Dr. Olivia Grant, MD', 'Pediatrics', true, 'Fort Smith'],
  ['Dr. Ethan Brooks, DO', 'Family Medicine', false, 'Hot Springs'],
  ['Dr. Nora Patel, MD', 'Geriatrics', true, 'Little Rock'],
  ['Dr. Victor Alvarez, MD', 'Internal Medicine', true, 'Fort Smith'],
  ['Dr. Ruth Simmons, MD', 'Cardiology', false, 'Little Rock'],
  ['Dr. Kevin Tran, MD', 'Orthopedic Surgery', false, 'Fayetteville'],
  ['Dr. Amelia Ford, MD', 'Dermatology', false, 'Conway'],
  ['Dr. Isaac Monroe, MD', 'Gastroenterology', false, 'Jonesboro'],
  ['Dr. Leah Kim, DDS', 'General Dentistry', false, 'Fayetteville'],
  ['Dr. Owen Price, OD', 'Optometry', false, 'Fayetteville'],
  ['Baptist Health Medical Center', 'Hospital', false, 'Little Rock'],
  ['Washington Regional Medical Center', 'Hospital', false, 'Fayetteville'],
  ['ARcare Urgent Care', 'Urgent Care', false, 'Conway'],
  ['Walgreens Pharmacy #4471', 'Pharmacy', false, 'Little Rock'],
  ['Dr. Sofia Marquez, MD', 'Obstetrics and Gynecology', false, 'Little Rock'],
  ['Dr. Daniel Lowe, PhD', 'Behavioral Health', false, 'Little Rock'],
  ['Radiology Associates, P.A.', 'Radiology', false, 'Little Rock'],
  ['Quest Diagnostics', 'Laboratory', false, 'Little Rock'],
  // Added for cost estimates and claims of every specialty (ids PRV1025 on; earlier ids stay as they were).
  ['Ozark Imaging Center', 'Radiology', false, 'Fayetteville'],
  ['Labcorp Patient Service Center', 'Laboratory', false, 'Fort Smith'],
  ['Dr. Grace Okoye, MD', 'Gastroenterology', false, 'Little Rock'],
  ['Dr. Paul Hendricks, MD', 'Orthopedic Surgery', false, 'Little Rock'],
  ['Dr. Rachel Whitley, MD', 'Obstetrics and Gynecology', false, 'Fayetteville'],
  ['CHI St. Vincent Infirmary', 'Hospital', false, 'Little Rock'],
  ['Arkansas Physical Therapy Associates', 'Physical Therapy', false, 'Conway'],
  ['Dr. Maya Castillo, PsyD', 'Behavioral Health', false, 'Fayetteville'],
  ['MedExpress Urgent Care', 'Urgent Care', false, 'Little Rock'],
];

const FEMALE_FIRST_NAMES = ['Hannah', 'Priya', 'Laura', 'Olivia', 'Nora', 'Ruth', 'Amelia', 'Leah', 'Sofia', 'Grace', 'Rachel', 'Maya'];

const DECIDED_CLAIM_STATUSES = ['Processed', 'Processed', 'Processed', 'Processed', 'Processed', 'Denied', 'Adjusted'];

/** Prior authorization statuses per label colour (SPEC section 4); the seed uses every colour. */
const AUTH_SEED: [string, string, string][] = [
  ['Approved', 'Inpatient', 'Knee arthroscopy with meniscectomy'],
  ['New Request', 'Outpatient', 'MRI lumbar spine without contrast'],
  ['Authorization sent to wrong Payor', 'Outpatient', 'Sleep study, attended'],
  ['Denied: Not a Covered Benefit', 'Outpatient', 'Cosmetic blepharoplasty'],
  ['Under Review', 'Inpatient', 'Inpatient rehabilitation admission'],
  ['No PA Required', 'Outpatient', 'Physical therapy evaluation'],
  ['Withdrawn per Member Request', 'Outpatient', 'CT abdomen with contrast'],
  ['Extension Granted per Provider Request', 'Inpatient', 'Skilled nursing facility stay'],
  ['Not Eligible for Review after Services Rendered', 'Outpatient', 'Echocardiogram, complete'],
];


function cents(n: number): number {
  return Math.round(n);
}

let cached: { key: string; data: SeedData } | undefined;

let personaHashesOnce: Promise<[string, string, string]> | undefined;

/**
 * The personas' password and security-answer hashes, made once per process: at today's scrypt cost
 * (src/auth/passwords.ts) three hashes take about half a second, and tests reset the seed often.
 */
function personaHashes(): Promise<[string, string, string]> {
  personaHashesOnce ??= Promise.all([
    hashSecret(PERSONA_PASSWORD),
    hashSecret(normaliseAnswer(SECURITY_ANSWERS[0])),
    hashSecret(normaliseAnswer(SECURITY_ANSWERS[1])),
  ]);
  return personaHashesOnce;
}

/** Builds the seed (deterministic for a given day). Cached per process: resets only insert. */
export async function buildSeed(now: Date = new Date()): Promise<SeedData> {
  const today = startOfUtcDay(now);
  const key = isoDate(today);
  if (cached?.key === key) return cached.data;
  const rnd = mulberry32(20260101);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const between = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));

  const data: SeedData = {
    users: [], members: [], claims: [], priorAuths: [], messages: [], memberState: [], hraTransactions: [],
    bills: [], payments: [], documents: [], providers: [], coverages: [],
  };

  const [passwordHash, answer1, answer2] = await personaHashes();

  PROVIDERS.forEach(([name, specialty, isPcp, city], i) => {
    const addr = ADDRESSES.find((a) => a.city === city) ?? ADDRESSES[0]!;
    data.providers.push({
      providerId: `PRV${String(1001 + i)}`,
      npi: String(1457300000 + i * 7919),
      name,
      specialty,
      isPcp,
      acceptingNewPatients: i % 4 !== 3,
      address1: `${100 + i * 37} ${['Main St', 'Elm St', 'Cantrell Rd', 'Dave Ward Dr', 'Joyce Blvd'][i % 5]}`,
      city,
      stateCode: 'AR',
      zip: addr.zip,
      phone: `501555${String(2000 + i * 13).padStart(4, '0')}`,
      languages: i % 3 === 0 ? ['English', 'Spanish'] : ['English'],
      networks: i % 5 === 4 ? ['PPO'] : ['PPO', 'HMO', 'MA'],
      gender: FEMALE_FIRST_NAMES.some((first) => name.includes(`Dr. ${first} `)) ? 'female' : 'male',
    });
  });

  const persons = personas(today);
  let claimSeq = 100000;
  let msgSeq = 1;
  let authSeq = 5000;

  persons.forEach((person, personIndex) => {
    const address = ADDRESSES[personIndex % ADDRESSES.length]!;
    if (person.username) {
      data.users.push({
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
      });
    }
    for (const plan of person.plans) {
      const memberId = memberIdFor(plan);
      const origEff = isoDate(addMonths(today, -plan.startedMonthsAgo)).slice(0, 8) + '01';
      const termDate = plan.endedMonthsAgo !== undefined
        ? isoDate(addDays(new Date(`${isoDate(addMonths(today, -plan.endedMonthsAgo)).slice(0, 8)}01T00:00:00Z`), -1))
        : '9999-12-31';
      data.members.push({
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
      });

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
  });

  const memberById = new Map(data.members.map((m) => [m.memberId, m]));
  const profiles = new Map(data.members.filter((m) => m.contractType === 'Medical').map((m) => [m.memberId, healthProfile(m, today)]));

  // Claims: ava's family gets many; everyone else with claims rights gets a handful. Each member's
  // visits are spread over the year before today (or before the plan ended), the latest a few days
  // to a few weeks ago, so members' latest visits fall on different days; one person's visits on
  // different plans (a dental checkup, an eye exam) never fall on the same day. The claims are drawn
  // here and decided below, by the plan's benefits, in service-date order (src/claims/adjudication.ts).
  const claimPlan: [string, number][] = [
    ['H1000100101', 20], ['H1000100102', 7], ['H1000100103', 6], ['H2000200101', 6], ['D2000200201', 4],
    ['V2000200301', 2], ['B3000300101', 6], ['M4000400101', 9], ['A5000500101', 3], ['H6000600102', 4],
    ['E7000700101', 5], ['H8000800101', 4], ['B9000900101', 5], ['H1101100101', 3],
  ];
  /** How many days before today (or the plan's end) each member's latest visit was. */
  const latestVisitDaysBack: Record<string, number> = {
    H1000100101: 4, H1000100102: 9, H1000100103: 23, H2000200101: 17, D2000200201: 12, V2000200301: 41, B3000300101: 6,
    M4000400101: 3, A5000500101: 27, H6000600102: 11, E7000700101: 19, H8000800101: 33, B9000900101: 8, H1101100101: 15,
  };
  const YEAR_OF_CARE_DAYS = 340;
  const visitDaysByPerson = new Map<string, Set<string>>();
  const drafts: { claim: Omit<Insert<typeof s.claims>, 'lines' | 'billedCents' | 'allowedCents' | 'planPaidCents' | 'memberOweCents'>; decide: ClaimToDecide }[] = [];
  for (const [memberId, count] of claimPlan) {
    const member = memberById.get(memberId);
    if (!member) throw new Error(`seed: unknown member ${memberId}`);
    const anchor = member.isActive ? today : new Date(`${member.covTermDate}T00:00:00Z`);
    const person = `${member.firstName} ${member.lastName} ${member.birthDate}`;
    const personDays = visitDaysByPerson.get(person) ?? new Set<string>();
    visitDaysByPerson.set(person, personDays);
    // Newest first, the visits spaced over a year of care with some days either way.
    const spacing = Math.floor((YEAR_OF_CARE_DAYS - (latestVisitDaysBack[memberId] ?? 5)) / count);
    let daysBack = latestVisitDaysBack[memberId] ?? 5;
    // The member's procedures so far by code, so yearly and seasonal care is not repeated too soon.
    const given = new Map<string, Date[]>();
    for (let i = 0; i < count; i += 1) {
      claimSeq += 1;
      if (i > 0) daysBack += Math.max(3, spacing + between(-Math.floor(spacing / 3), Math.floor(spacing / 3)));
      while (personDays.has(isoDate(addDays(anchor, -daysBack)))) daysBack += 1;
      const serviceDate = addDays(anchor, -daysBack);
      // Only what fits the patient on the day of service (src/seed/clinical.ts).
      const age = ageOn(member.birthDate, serviceDate);
      const isPharmacy = member.contractType === 'Medical' && i % 4 === 3 && (profiles.get(memberId)?.medications.length ?? 0) > 0;
      // A claim is decided about two weeks after the service (processedDate below), so only claims of
      // the last 16 days are still pending: never one from months ago, and none on an ended plan.
      const status = (today.getTime() - serviceDate.getTime() < 16 * 86_400_000 ? 'Pending' : pick(DECIDED_CLAIM_STATUSES)) as ClaimStatus;
      const services: ServiceLine[] = [];
      let provider: ProviderSpec;
      const medicines = profiles.get(memberId)?.medications ?? [];
      if (isPharmacy && medicines.length > 0) {
        // A refill of a medicine on the member's health record, at the pharmacy's contracted price.
        const { drug } = pick(medicines);
        services.push({ procedureCode: 'NDC', description: drug.name, billedCents: drug.price, allowedCents: drug.price });
        provider = PROVIDERS[19]!;
      } else {
        const catalogue = member.contractType === 'Dental' ? DENTAL_PROCEDURES : member.contractType === 'Vision' ? VISION_PROCEDURES : MEDICAL_PROCEDURES;
        const fits = (procedure: Procedure) => fitsDay(procedure, age, serviceDate, given, catalogue);
        const fitting = catalogue.filter((procedure) => !procedure.accompanies && fits(procedure));
        // Nothing the plan covers fits that day (a vision plan's yearly exam and lenses both done): no claim.
        if (fitting.length === 0) continue;
        // One visit (or test) per claim, with the services of the same setting that go with it.
        const procedures = [pick(fitting)];
        const extras = fitting.filter((procedure) => procedure.setting === procedures[0]!.setting && !procedure.once && procedure !== procedures[0]);
        for (let n = between(1, 3) - 1; n > 0 && extras.length > 0; n -= 1) procedures.push(extras.splice(Math.floor(rnd() * extras.length), 1)[0]!);
        // What goes with the chosen services (a vaccine's giving, an exam's lenses and the lenses' frames).
        for (let added = true; added;) {
          const companions = catalogue.filter((procedure) => procedure.accompanies && !procedures.includes(procedure) && procedures.some((chosen) => chosen.code === procedure.accompanies) && fits(procedure));
          procedures.push(...companions);
          added = companions.length > 0;
        }
        for (const procedure of procedures) given.set(procedure.code, [...(given.get(procedure.code) ?? []), serviceDate]);
        for (const procedure of procedures) {
          // The network's allowed amount: a discount off what the provider billed.
          services.push({ procedureCode: procedure.code, description: procedure.description, billedCents: procedure.price, allowedCents: cents(procedure.price * (0.55 + rnd() * 0.25)) });
        }
        const specialties = SPECIALTIES_BY_SETTING[procedures[0]!.setting];
        provider = member.contractType === 'Dental'
          ? PROVIDERS[14]!
          : member.contractType === 'Vision'
            ? PROVIDERS[15]!
            : pick(PROVIDERS.filter(([, specialty]) => specialties.includes(specialty) && (procedures[0]!.setting !== 'primary care' || primaryCareFits(specialty, age))));
      }
      personDays.add(isoDate(serviceDate));
      const pending = status === 'Pending';
      const providerIndex = PROVIDERS.indexOf(provider);
      const claimId = `${serviceDate.getUTCFullYear()}${String(claimSeq).padStart(8, '0')}`;
      drafts.push({
        claim: {
          claimId,
          memberId,
          claimType: isPharmacy ? 'Pharmacy' : member.contractType,
          status,
          serviceDate: isoDate(serviceDate),
          receivedDate: isoDate(addDays(serviceDate, 3)),
          processedDate: pending ? null : isoDate(addDays(serviceDate, 14)),
          providerName: provider[0],
          providerNpi: String(1457300000 + providerIndex * 7919),
          hasEob: !pending,
        },
        decide: { claimId, memberId, serviceDate: isoDate(serviceDate), status, services },
      });
    }
  }
  // Each plan's claims decided together (the family's deductible and out-of-pocket are shared), in service-date order.
  const plans = new Map<string, typeof drafts>();
  for (const draft of drafts) {
    const member = memberById.get(draft.claim.memberId)!;
    const planKey = `${member.contractId}/${member.contractType}`;
    plans.set(planKey, [...(plans.get(planKey) ?? []), draft]);
  }
  const decidedById = new Map<string, DecidedClaim>();
  for (const planDrafts of plans.values()) {
    const benefits = planBenefitsOf(memberById.get(planDrafts[0]!.claim.memberId)!);
    for (const decided of adjudicateClaims(planDrafts.map((d) => d.decide), benefits)) decidedById.set(decided.claimId, decided);
  }
  for (const { claim } of drafts) {
    const { lines, billedCents, allowedCents, planPaidCents, memberOweCents } = decidedById.get(claim.claimId)!;
    data.claims.push({ ...claim, lines, billedCents, allowedCents, planPaidCents, memberOweCents });
  }

  // Prior authorizations: every label colour for ava; a few for others.
  const authPlan: [string, number][] = [['H1000100101', 9], ['H1000100102', 2], ['H1000100103', 1], ['M4000400101', 3], ['B3000300101', 2], ['E7000700101', 1], ['H8000800101', 1]];
  for (const [memberId, count] of authPlan) {
    for (let i = 0; i < count; i += 1) {
      authSeq += 1;
      const [status, category, service] = AUTH_SEED[(i + memberId.length + (memberId === 'H1000100101' ? 0 : authSeq)) % AUTH_SEED.length]!;
      const unitsRequested = category === 'Inpatient' ? 5 : 12;
      const timeline = authorizationTimeline(status, category, unitsRequested, i, today);
      data.priorAuths.push({
        authId: `PA${today.getUTCFullYear()}${String(authSeq).padStart(6, '0')}`,
        memberId,
        status,
        category,
        service,
        requestingProvider: PROVIDERS[i % 10]![0],
        facility: category === 'Inpatient' ? 'Baptist Health Medical Center' : 'Radiology Associates, P.A.',
        diagnosis: pick(['M23.205 Derangement of meniscus, left knee', 'M54.50 Low back pain', 'G47.33 Obstructive sleep apnea', 'I50.9 Heart failure, unspecified', 'H02.831 Dermatochalasis of right upper eyelid']),
        unitsRequested,
        // Dates, approved units and history fit the status (src/seed/authorizations.ts).
        ...timeline,
      });
    }
  }

  // Per-member state: preferences, notification settings, accumulators, PHR, PCP, HRA, autopay.
  const year = today.getUTCFullYear();
  for (const member of data.members) {
    const state = (stateKey: string, value: unknown) => data.memberState.push({ memberId: member.memberId, key: stateKey, value });
    state('preferences', {
      paperlessEob: true,
      memberNotifications: true,
      annualBenefitLetter: false,
      preferredContactMethod: 'email',
      hideTermedDependents: false,
      language: 'en-us',
    });
    state('notificationSettings', {
      topics: [
        { topic: 'claims', label: 'Claim updates', email: true, text: false },
        { topic: 'authorizations', label: 'Prior authorization updates', email: true, text: true },
        { topic: 'payments', label: 'Payment reminders', email: true, text: false },
        { topic: 'wellness', label: 'Health and wellness tips', email: false, text: false },
        { topic: 'messages', label: 'New messages in the message center', email: true, text: false },
      ],
    });
    if (member.contractType === 'Medical' || member.contractType === 'Dental') {
      // Summed from the decided claims of the plan year: the member's, and the family's on the same plan.
      const family = data.members.filter((m) => m.contractId === member.contractId && m.contractType === member.contractType).map((m) => m.memberId);
      state('accumulators', accumulatorsOf(member.memberId, family, data.claims, planBenefitsOf(member), year, isoDate(today)));
    }
    if (member.contractType === 'Medical') {
      // The record fits the member's age (src/seed/clinical.ts) and the claims: medicines last filled
      // when the pharmacy claims say, the flu shots of the claims, visits newest first.
      const profile = profiles.get(member.memberId) ?? { conditions: [], medications: [] };
      const memberClaims = data.claims.filter((c) => c.memberId === member.memberId).sort((a, b) => b.serviceDate.localeCompare(a.serviceDate));
      const lastFill = (drug: string) => memberClaims.find((c) => c.claimType === 'Pharmacy' && c.lines[0]?.description === drug)?.serviceDate;
      state('phr', {
        conditions: profile.conditions,
        medications: profile.medications.map((m) => ({ name: m.name, directions: m.directions, lastFilled: lastFill(m.drug.name) ?? isoDate(addDays(today, -30)) })),
        allergies: member.memberId === 'H1000100101' ? [{ substance: 'Penicillin', reaction: 'Hives', severity: 'moderate' }] : [],
        immunizations: immunizationsFor(member.birthDate, today, memberClaims.filter((c) => c.lines.some((l) => l.procedureCode === '90686')).map((c) => c.serviceDate)),
        visits: memberClaims
          .filter((c) => c.claimType === 'Medical')
          .slice(0, 6)
          .map((c) => ({ date: c.serviceDate, provider: c.providerName, reason: c.lines[0]?.description ?? '' })),
      });
      // Gia has not chosen a primary care provider yet, so the dashboard prompts her to.
      if (member.rights && (member.rights as unknown as Rights).choosePrimaryCareProvider && member.memberId !== 'E7000700101') {
        state('pcp', { providerId: member.memberId === 'H1000100103' ? 'PRV1003' : 'PRV1001', effectiveDate: member.origEffDate });
      }
    }
  }

  // Health reimbursement account for ava's contract: the employer's yearly contribution on the first
  // day of the plan year, then a reimbursement of the family's cost share (deductible, copay and
  // coinsurance) of each claim of the plan year, a few days after it was processed, while the balance lasts.
  const hraAllocationCents = 150000;
  const hraRolloverCents = 25000;
  let hraBalanceCents = hraRolloverCents + hraAllocationCents;
  const hraHolder = memberById.get('H1000100101')!;
  data.hraTransactions.push({ id: 'HRA1000', memberId: hraHolder.memberId, date: `${year}-01-01`, description: 'Annual employer contribution', amountCents: hraAllocationCents, claimId: null });
  const familyClaims = data.claims
    .filter((c) => memberById.get(c.memberId)?.contractId === hraHolder.contractId && c.processedDate && c.status !== 'Denied' && c.serviceDate.startsWith(String(year)))
    .sort((a, b) => a.processedDate!.localeCompare(b.processedDate!) || a.claimId.localeCompare(b.claimId));
  for (const claim of familyClaims) {
    const paidOn = isoDate(addDays(new Date(`${claim.processedDate}T00:00:00Z`), 3));
    const costShareCents = claim.lines.reduce((sum, line) => sum + Math.round((lineCostShare(line) ?? 0) * 100), 0);
    const amountCents = Math.min(costShareCents, hraBalanceCents);
    if (paidOn > isoDate(today) || amountCents <= 0) continue;
    hraBalanceCents -= amountCents;
    // The description names no provider or patient: an adult dependent's care is theirs to share.
    data.hraTransactions.push({
      id: `HRA${1000 + data.hraTransactions.length}`, memberId: hraHolder.memberId, date: paidOn,
      description: `Reimbursement: ${claim.claimType.toLowerCase()} claim`, amountCents: -amountCents, claimId: claim.claimId,
    });
  }
  data.memberState.push({
    memberId: 'H1000100101',
    key: 'hra',
    value: { accountNumber: 'HRA-55120-01', planYear: year, annualAllocationCents: hraAllocationCents, rolloverCents: hraRolloverCents },
  });

  // Bills and payments for those who pay online (ava: individual, on autopay; dan: Medicare premium).
  // A bill covers a calendar month and is due the day before it starts. Autopay drafts on the 26th of
  // the month a bill is due, so once this month's 26th has come an autopay contract's bill due this
  // month is already paid (on the 26th) and the one due is next month's: the dashboard never says
  // autopay "will pay" a bill whose draft day has passed.
  const autopayDraftDay = 26;
  const billing: [string, number, string, boolean][] = [['H10001001', 48725, 'bank', true], ['M40004001', 3900, 'card', false], ['D20002002', 3450, 'card', false]];
  for (const [contractId, premium, method, onAutopay] of billing) {
    const draftedThisMonth = onAutopay && today.getUTCDate() >= autopayDraftDay;
    for (let m = 5; m >= 0; m -= 1) {
      const period = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - m + 1 + (draftedThisMonth ? 1 : 0), 1));
      const billId = `BIL-${contractId}-${isoDate(period).slice(0, 7)}`;
      const paid = m > 0;
      data.bills.push({
        billId, contractId, periodStart: isoDate(period), periodEnd: isoDate(addDays(addMonths(period, 1), -1)),
        dueDate: isoDate(addDays(period, -1)), amountCents: premium, paidCents: paid ? premium : 0, status: paid ? 'Paid' : 'Due',
      });
      if (paid) {
        const submittedAt = onAutopay
          ? new Date(Date.UTC(period.getUTCFullYear(), period.getUTCMonth() - 1, autopayDraftDay, 12))
          : addDays(period, -6);
        data.payments.push({
          paymentId: `PAY-${contractId}-${isoDate(period).slice(0, 7)}`, contractId, billId, amountCents: premium, method,
          accountLast4: method === 'bank' ? '6789' : '4242', status: 'Completed',
          submittedAt, confirmationNumber: `C${contractId.slice(1)}${String(6 - m).padStart(2, '0')}`,
        });
      }
    }
  }
  data.memberState.push({ memberId: 'H1000100101', key: 'autopay', value: { enrolled: true, method: 'bank', accountLast4: '6789', draftDay: autopayDraftDay, enrolledOn: isoDate(addMonths(today, -14)) } });
  data.memberState.push({ memberId: 'M4000400101', key: 'autopay', value: { enrolled: false, method: null, accountLast4: null, draftDay: 26, enrolledOn: null } });
  data.memberState.push({ memberId: 'D2000200201', key: 'autopay', value: { enrolled: false, method: null, accountLast4: null, draftDay: 26, enrolledOn: null } });

  // A right is granted only where its data exists (an HRA right with an HRA account, Pay Bill with
  // bills), so no menu entry leads to a page that says there is none.
  grantOnlyRightsBackedByData(data);

  // Messages: ava 10 (3 unread), hal 150 unread, others a few. Ava's dependents have read theirs, so
  // her bell (which counts every member she can act for) shows exactly 3. What each is about fits the
  // member (src/seed/messages.ts); the newest are the unread ones.
  const messagePlan: [string, number, number][] = [
    ['H1000100101', 10, 3], ['H1000100102', 3, 0], ['H1000100103', 1, 0], ['D2000200201', 3, 1], ['V2000200301', 1, 0],
    ['B3000300101', 4, 2], ['M4000400101', 5, 2], ['A5000500101', 2, 0], ['H6000600102', 2, 1], ['E7000700101', 4, 1],
    ['H8000800101', 150, 150], ['B9000900101', 3, 1], ['H1101100101', 2, 0],
  ];
  for (const [memberId, total, unread] of messagePlan) {
    const member = memberById.get(memberId)!;
    const rights = member.rights as unknown as Rights;
    const paysOnline = member.isPolicyHolder && (rights.payBill || rights.pageIdentifiers.some((p) => p.type === 'medicarePayment'));
    const facts = {
      member, rights, today,
      claims: data.claims.filter((c) => c.memberId === memberId),
      authorizations: data.priorAuths.filter((a) => a.memberId === memberId),
      payments: paysOnline ? data.payments.filter((p) => p.contractId === member.contractId) : [],
    };
    messagesFor(facts, total).forEach((message, i) => {
      data.messages.push({
        messageId: `MSG${String(msgSeq).padStart(6, '0')}`,
        memberId,
        ...message,
        status: i < unread ? 'UNREAD' : 'READ',
        deletedAt: null,
      });
      msgSeq += 1;
    });
  }

  // Documents and forms.
  const forms: [string, string, string, string[]][] = [
    ['FRM-CLAIM-001', 'Forms', 'Member Claim Form', ['Medical', 'Dental', 'Vision']],
    ['FRM-APPEAL-002', 'Forms', 'Appeal Request Form', ['Medical', 'Dental', 'Vision']],
    ['FRM-AUTHREP-003', 'Forms', 'Authorized Representative Form', ['Medical', 'Dental', 'Vision']],
    ['FRM-COB-004', 'Forms', 'Coordination of Benefits Questionnaire', ['Medical']],
    ['FRM-RX-005', 'Forms', 'Prescription Drug Reimbursement Form', ['Medical']],
    ['FRM-PRIV-006', 'Forms', 'Notice of Privacy Practices', ['Medical', 'Dental', 'Vision']],
    ['FRM-DEN-007', 'Forms', 'Dental Claim Form', ['Dental']],
  ];
  for (const [id, category, title, types] of forms) {
    data.documents.push({ documentId: id, memberId: null, category, title, documentType: 'form', version: '2026.1', published: `${year}-01-02`, contractTypes: types });
  }
  for (const member of data.members) {
    if (!member.username) continue;
    data.documents.push(
      { documentId: `SBC-${member.memberId}`, memberId: member.memberId, category: 'Plan Documents', title: `Summary of Benefits and Coverage ${year}`, documentType: 'sbc', version: `${year}.1`, published: `${year - 1}-11-01`, contractTypes: [member.contractType] },
      { documentId: `COC-${member.memberId}`, memberId: member.memberId, category: 'Plan Documents', title: 'Certificate of Coverage', documentType: 'coc', version: `${year}.1`, published: `${year - 1}-11-01`, contractTypes: [member.contractType] },
    );
    if (member.contractType === 'Medical' && member.isActive) {
      data.documents.push({ documentId: `1095B-${member.memberId}-${year - 1}`, memberId: member.memberId, category: 'Tax Forms', title: `Form 1095-B ${year - 1}`, documentType: 'tax', version: '1', published: `${year}-01-31`, contractTypes: ['Medical'] });
    }
  }

  cached = { key, data };
  return data;
}
