import { hashSecret, normaliseAnswer } from '../auth/passwords.ts';
import type * as s from '../db/schema.ts';
import { authorizationTimeline } from './authorizations.ts';
import {
  costShareOf,
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
  tier: string;
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

/** A service line of a claim that is not decided yet: what was billed, nothing else. */
function undecidedLine(line: s.ClaimLine): s.ClaimLine {
  return { line: line.line, procedureCode: line.procedureCode, description: line.description, billed: line.billed, allowed: null, planPaid: null, deductible: null, copay: null, coinsurance: null, notCovered: null };
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
      const costs: s.CoverageCost[] = typeCode === 'hip'
        ? [
            { code: 'rx_tier1_copay', text: 'Tier 1 Generic Drugs', kind: 'money', value: 10 },
            { code: 'rx_tier2_copay', text: 'Tier 2 Preferred Brand Drugs', kind: 'money', value: 40 },
            { code: 'rx_tier3_copay', text: 'Tier 3 Non-Preferred Brand Drugs', kind: 'money', value: 80 },
            { code: 'rx_tier4_coins', text: 'Tier 4 Specialty Drugs', kind: 'percent', value: 25 },
            { code: 'office_visit_copay', text: 'Primary Care Visit', kind: 'money', value: 25 },
            { code: 'specialist_copay', text: 'Specialist Visit', kind: 'money', value: 50 },
            { code: 'er_copay', text: 'Emergency Room', kind: 'money', value: 350 },
            { code: 'inpatient_coins', text: 'Inpatient Hospital', kind: 'percent', value: 20 },
          ]
        : typeCode === 'dental'
          ? [
              { code: 'preventive_coins', text: 'Preventive Dental', kind: 'percent', value: 0 },
              { code: 'basic_coins', text: 'Basic Dental Services', kind: 'percent', value: 20 },
              { code: 'major_coins', text: 'Major Dental Services', kind: 'percent', value: 50 },
            ]
          : [
              { code: 'exam_copay', text: 'Eye Exam', kind: 'money', value: 10 },
              { code: 'lenses_copay', text: 'Lenses', kind: 'money', value: 25 },
            ];
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

  // Claims: ava's family gets many; everyone else with claims rights gets a handful.
  const claimPlan: [string, number][] = [
    ['H1000100101', 20], ['H1000100102', 7], ['H1000100103', 6], ['H2000200101', 6], ['D2000200201', 4],
    ['V2000200301', 2], ['B3000300101', 6], ['M4000400101', 9], ['A5000500101', 3], ['H6000600102', 4],
    ['E7000700101', 5], ['H8000800101', 4], ['B9000900101', 5], ['H1101100101', 3],
  ];
  for (const [memberId, count] of claimPlan) {
    const member = memberById.get(memberId);
    if (!member) throw new Error(`seed: unknown member ${memberId}`);
    const anchor = member.isActive ? today : new Date(`${member.covTermDate}T00:00:00Z`);
    // Newest first, each claim some days before the one after it.
    let daysBack = 6;
    // The member's procedures so far by code, so yearly and seasonal care is not repeated too soon.
    const given = new Map<string, Date[]>();
    for (let i = 0; i < count; i += 1) {
      claimSeq += 1;
      if (i > 0) daysBack += between(9, 17);
      const serviceDate = addDays(anchor, -daysBack);
      // Only what fits the patient on the day of service (src/seed/clinical.ts).
      const age = ageOn(member.birthDate, serviceDate);
      const isPharmacy = member.contractType === 'Medical' && i % 4 === 3 && (profiles.get(memberId)?.medications.length ?? 0) > 0;
      // A claim is decided about two weeks after the service (processedDate below), so only claims of
      // the last 16 days are still pending: never one from months ago, and none on an ended plan.
      const status = today.getTime() - serviceDate.getTime() < 16 * 86_400_000 ? 'Pending' : pick(DECIDED_CLAIM_STATUSES);
      const lines: s.ClaimLine[] = [];
      let provider: ProviderSpec;
      const medicines = profiles.get(memberId)?.medications ?? [];
      if (isPharmacy && medicines.length > 0) {
        // A refill of a medicine on the member's health record.
        const { drug } = pick(medicines);
        lines.push({ line: 1, procedureCode: 'NDC', description: drug.name, billed: drug.price / 100, allowed: drug.price / 100, planPaid: Math.max(0, drug.price - 1000) / 100, deductible: 0, copay: 10, coinsurance: 0, notCovered: 0 });
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
        for (const companion of catalogue.filter((procedure) => procedure.accompanies && procedures.some((chosen) => chosen.code === procedure.accompanies))) procedures.push(companion);
        for (const procedure of procedures) given.set(procedure.code, [...(given.get(procedure.code) ?? []), serviceDate]);
        procedures.forEach((procedure, index) => {
          const billed = procedure.price;
          const allowed = cents(billed * (0.55 + rnd() * 0.25));
          const share = costShareOf(procedure.code);
          const deductible = share.deductible && i % 3 === 0 ? Math.min(allowed, 5000) : 0;
          const copay = Math.min(share.copay, allowed);
          const coins = cents((allowed - deductible - copay) * (share.coinsurancePercent / 100));
          const notCovered = status === 'Denied' ? allowed : 0;
          const planPaid = status === 'Denied' ? 0 : Math.max(0, allowed - deductible - copay - coins);
          lines.push({
            line: index + 1, procedureCode: procedure.code, description: procedure.description, billed: billed / 100, allowed: allowed / 100,
            planPaid: planPaid / 100, deductible: deductible / 100, copay: copay / 100, coinsurance: coins / 100,
            notCovered: notCovered / 100, remarkCode: status === 'Denied' ? 'N130' : undefined,
          });
        });
        const specialties = SPECIALTIES_BY_SETTING[procedures[0]!.setting];
        provider = member.contractType === 'Dental'
          ? PROVIDERS[14]!
          : member.contractType === 'Vision'
            ? PROVIDERS[15]!
            : pick(PROVIDERS.filter(([, specialty]) => specialties.includes(specialty) && (procedures[0]!.setting !== 'primary care' || primaryCareFits(specialty, age))));
      }
      const pending = status === 'Pending';
      const sum = (f: (l: s.ClaimLine) => number | null) => Math.round(lines.reduce((acc, l) => acc + (f(l) ?? 0), 0) * 100);
      const billedCents = sum((l) => l.billed);
      // A pending claim is not decided: nothing is allowed, paid or owed yet (no 0s that read as "you
      // owe nothing"), and its lines carry the billed amounts only (the claims check constraint).
      const allowedCents = pending ? null : sum((l) => l.allowed);
      const planPaidCents = pending ? null : sum((l) => l.planPaid);
      const memberOweCents = pending ? null : status === 'Denied' ? billedCents : sum((l) => (l.deductible ?? 0) + (l.copay ?? 0) + (l.coinsurance ?? 0));
      if (pending) lines.splice(0, lines.length, ...lines.map(undecidedLine));
      const providerIndex = PROVIDERS.indexOf(provider);
      data.claims.push({
        claimId: `${serviceDate.getUTCFullYear()}${String(claimSeq).padStart(8, '0')}`,
        memberId,
        claimType: isPharmacy ? 'Pharmacy' : member.contractType,
        status,
        serviceDate: isoDate(serviceDate),
        receivedDate: isoDate(addDays(serviceDate, 3)),
        processedDate: pending ? null : isoDate(addDays(serviceDate, 14)),
        providerName: provider[0],
        providerNpi: String(1457300000 + providerIndex * 7919),
        billedCents,
        allowedCents,
        planPaidCents,
        memberOweCents,
        lines,
        hasEob: !pending,
      });
    }
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
      const familyDed = member.planKind === 'medicare' ? 0 : 600000;
      const memberClaims = data.claims.filter((c) => c.memberId === member.memberId && c.status !== 'Pending' && c.serviceDate.startsWith(String(year)));
      const dedMet = Math.min(memberClaims.reduce((a, c) => a + c.lines.reduce((b, l) => b + Math.round((l.deductible ?? 0) * 100), 0), 0), 300000);
      const oopMet = Math.min(memberClaims.reduce((a, c) => a + (c.memberOweCents ?? 0), 0), 850000);
      state('accumulators', {
        planYear: year,
        asOf: isoDate(today),
        deductible: { inNetwork: { limit: member.contractType === 'Dental' ? 5000 : 300000, met: dedMet }, outOfNetwork: { limit: 600000, met: 0 } },
        outOfPocket: { inNetwork: { limit: 850000, met: oopMet }, outOfNetwork: { limit: 1700000, met: 0 } },
        familyDeductible: { inNetwork: { limit: familyDed, met: Math.round(dedMet * 1.6) }, outOfNetwork: { limit: familyDed * 2, met: 0 } },
        familyOutOfPocket: { inNetwork: { limit: 1700000, met: Math.round(oopMet * 1.5) }, outOfNetwork: { limit: 3400000, met: 0 } },
        benefitMaximum: member.contractType === 'Dental' ? { limit: 350000, used: 42000 } : null,
      });
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

  // Health reimbursement account for ava.
  const hraTx: [number, string, number][] = [
    [-330, 'Annual employer contribution', 150000],
    [-120, 'Reimbursement: office visit', -2500],
    [-90, 'Reimbursement: prescription', -1000],
    [-60, 'Reimbursement: laboratory services', -4200],
    [-30, 'Reimbursement: specialist visit', -5000],
    [-8, 'Reimbursement: physical therapy', -3800],
  ];
  hraTx.forEach(([days, description, amountCents], i) => {
    data.hraTransactions.push({ id: `HRA${1000 + i}`, memberId: 'H1000100101', date: isoDate(addDays(today, days)), description, amountCents, claimId: null });
  });
  data.memberState.push({
    memberId: 'H1000100101',
    key: 'hra',
    value: { accountNumber: 'HRA-55120-01', planYear: year, annualAllocationCents: 150000, rolloverCents: 25000 },
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
