import type { BrandTier } from '@portal/contracts/domain';
import { birthDateForAge } from './dates.ts';
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

export interface PlanSpec {
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

export interface PersonSpec {
  username: string | null;
  first: string;
  last: string;
  age: number;
  gender: 'female' | 'male';
  tier: BrandTier;
  ssn4: string;
  /** Last 4 of the Medicare beneficiary identifier; stored on Medicare plans only. */
  mbi4?: string;
  ssoType?: string;
  plans: PlanSpec[];
  birthDate?: string;
  phone: string;
  /** 'staff': the insurer's member-services staff (sandbox/README.md#personas: sam.admin), an account with no plans. */
  role?: 'staff';
}

/** Home addresses, one per person in turn; providers practise in the same towns. */
export const ADDRESSES = [
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

/** A persona as written below: the birth date follows from the age on the day of the seed unless fixed. */
type PersonDraft = Omit<PersonSpec, 'birthDate'> & { birthDate?: string };

/** Ava Martinez, the policyholder, and her dependents Noah (19, his own account) and Mia (15, none). */
function martinezFamily(): PersonDraft[] {
  const avaContract = 'H10001001';
  return [
    {
      username: 'ava.medical',
      first: 'Ava',
      last: 'Martinez',
      age: 41,
      gender: 'female',
      tier: 'ABCBS',
      ssn4: '1001',
      phone: '5015550101',
      plans: [
        medical(avaContract, '01', { rights: fullRights({ programs: ABCBS_PROGRAMS, chatType: CHAT_PROVIDER }), startedMonthsAgo: 52 }),
      ],
    },
    {
      username: 'noah.dependent',
      first: 'Noah',
      last: 'Martinez',
      age: 19,
      gender: 'male',
      tier: 'ABCBS',
      ssn4: '1002',
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
      username: null,
      first: 'Mia',
      last: 'Martinez',
      age: 15,
      gender: 'female',
      tier: 'ABCBS',
      ssn4: '1003',
      phone: '5015550101',
      plans: [medical(avaContract, '03', { startedMonthsAgo: 52, rights: fullRights({ pharmacyCenter: false }) })],
    },
  ];
}

/** Ben (an ended medical plan, dental and vision). */
function planVarietyPersonas(): PersonDraft[] {
  return [
    {
      username: 'ben.dental',
      first: 'Ben',
      last: 'Okafor',
      age: 37,
      gender: 'male',
      tier: 'HA',
      ssn4: '2001',
      phone: '4795550201',
      plans: [
        medical('H20002001', '01', {
          active: false,
          startedMonthsAgo: 60,
          endedMonthsAgo: 24,
          planKind: 'group',
          groupId: 'HA-GRP-4410',
          groupName: 'Ozark Tooling Co.',
          rights: fullRights({ programs: [{ programId: 'wellness_HA' }], payBill: false, updatePolicy: false }),
        }),
        {
          contractType: 'Dental',
          active: true,
          contractId: 'D20002002',
          seq: '01',
          isPolicyHolder: true,
          relationship: 'self',
          planKind: 'individual',
          groupId: 'HA-DEN-PLUS',
          groupName: 'Health Advantage Dental Plus',
          // claims and deductible: the dental dashboard reads the plan's claims (the last checkup) and its
          // annual maximum (spending); the portal's claims and spending pages stay Medical only by their routes.
          rights: dentalVisionRights({ programs: [{ programId: 'dental_HA' }], claims: true, deductible: true }),
          startedMonthsAgo: 20,
        },
        {
          contractType: 'Vision',
          active: true,
          contractId: 'V20002003',
          seq: '01',
          isPolicyHolder: true,
          relationship: 'self',
          planKind: 'individual',
          groupId: 'HA-VIS-BASIC',
          groupName: 'Health Advantage Vision',
          // claims: the vision dashboard reads the plan's claims (the last eye exam).
          rights: dentalVisionRights({ programs: [], claims: true }),
          startedMonthsAgo: 20,
        },
      ],
    },
  ];
}

/** Cara (group plan) and Dan (Medicare Advantage). */
function groupAndMedicarePersonas(): PersonDraft[] {
  return [
    {
      username: 'cara.group',
      first: 'Cara',
      last: 'Lindqvist',
      age: 33,
      gender: 'female',
      tier: 'BA',
      ssn4: '3001',
      phone: '4795550301',
      plans: [
        medical('B30003001', '01', {
          planKind: 'group',
          groupId: 'BA-GRP-7781',
          groupName: 'Northwest Arkansas Logistics',
          rights: fullRights({ payBill: false, payment: false, pageIdentifiers: [{ type: 'interqual' }], programs: [], chatType: null }),
        }),
      ],
    },
    {
      username: 'dan.medicare',
      first: 'Dan',
      last: 'Whitaker',
      age: 70,
      gender: 'male',
      tier: 'OCTAVE',
      ssn4: '4001',
      mbi4: '7Q2A',
      phone: '8705550401',
      plans: [
        medical('M40004001', '01', {
          planKind: 'medicare',
          groupId: 'MA-PPO-2026',
          groupName: 'Octave Blue Medicare Advantage PPO',
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
  ];
}

/** Eve (every Care and Policy flag off) and the Holloways (Finn, 16). */
function morePersonas(): PersonDraft[] {
  return [
    {
      username: 'eve.basic',
      first: 'Eve',
      last: 'Ramsey',
      age: 45,
      gender: 'female',
      tier: 'ABM',
      ssn4: '5001',
      phone: '5015550501',
      plans: [medical('A50005001', '01', { rights: basicRights({ programs: [{ programId: 'wellness_ABM' }] }) })],
    },
    {
      username: null,
      first: 'Grace',
      last: 'Holloway',
      age: 44,
      gender: 'female',
      tier: 'ABCBS',
      ssn4: '6000',
      phone: '5015550600',
      plans: [medical('H60006001', '01', { rights: fullRights({ programs: ABCBS_PROGRAMS.slice(0, 5) }) })],
    },
    {
      username: 'finn.teen',
      first: 'Finn',
      last: 'Holloway',
      age: 16,
      gender: 'male',
      tier: 'ABCBS',
      ssn4: '6001',
      phone: '5015550601',
      plans: [
        medical('H60006001', '02', {
          rights: fullRights({ programs: [{ programId: 'bhealth_ABCBS' }], payBill: false, payment: false, pharmacyCenter: true }),
        }),
      ],
    },
  ];
}

/** Gia, Hal, Ivy (employer SSO) and Lee. */
function employerAndInboxPersonas(): PersonDraft[] {
  return [
    {
      username: 'gia.employee',
      first: 'Gia',
      last: 'Pham',
      age: 29,
      gender: 'female',
      tier: 'ABCBS',
      ssn4: '7001',
      phone: '5015550701',
      plans: [
        medical('E70007001', '01', {
          planKind: 'employee',
          groupId: 'ABCBS-EMP',
          groupName: 'Arkansas Blue Cross Employee Plan',
          rights: fullRights({
            payBill: false,
            payment: false,
            programs: [
              { programId: 'bhealth_eap_emp' },
              { programId: 'wellness_emp' },
              { programId: 'virtual_emp' },
              { programId: 'diabetes_emp' },
            ],
          }),
        }),
      ],
    },
    {
      username: 'hal.inbox',
      first: 'Hal',
      last: 'Bergstrom',
      age: 52,
      gender: 'male',
      tier: 'ABCBS',
      ssn4: '8001',
      phone: '5015550801',
      plans: [medical('H80008001', '01', { rights: fullRights({ programs: ABCBS_PROGRAMS.slice(0, 3) }) })],
    },
    {
      username: 'ivy.sso',
      first: 'Ivy',
      last: 'Nakamura',
      age: 38,
      gender: 'female',
      tier: 'BA',
      ssn4: '9001',
      ssoType: 'EMPLOYER_SSO',
      phone: '5015550901',
      plans: [
        medical('B90009001', '01', {
          planKind: 'group',
          groupId: 'BA-GRP-3302',
          groupName: 'Delta Regional Schools',
          rights: fullRights({ payBill: false, payment: false, programs: [{ programId: 'virtual_BA' }, { programId: 'bhealth_BA' }] }),
        }),
      ],
    },
    {
      username: 'lee.locked',
      first: 'Lee',
      last: 'Carver',
      age: 48,
      gender: 'male',
      tier: 'ABCBS',
      ssn4: '1101',
      phone: '5015551101',
      plans: [medical('H11011001', '01', { rights: fullRights({ programs: ABCBS_PROGRAMS.slice(0, 2) }) })],
    },
  ];
}

/** Sam, the insurer's staff, and the members who have no account yet. */
function staffAndUnregisteredPersonas(): PersonDraft[] {
  return [
    // The insurer's member-services staff: an account with the staff role and no plans (not a member).
    {
      username: 'sam.admin',
      first: 'Sam',
      last: 'Adeyemi',
      age: 39,
      gender: 'male',
      tier: 'ABCBS',
      ssn4: '0000',
      phone: '5015551301',
      role: 'staff',
      plans: [],
    },
    // Members with no account yet (registration tests).
    {
      username: null,
      first: 'Rae',
      last: 'Newman',
      age: 0,
      birthDate: '1990-05-20',
      gender: 'female',
      tier: 'ABCBS',
      ssn4: '4321',
      phone: '5015551201',
      plans: [medical('REG00000', '01', { rights: fullRights({ programs: ABCBS_PROGRAMS.slice(0, 2) }), startedMonthsAgo: 10 })],
    },
    {
      username: null,
      first: 'Kit',
      last: 'Newman',
      age: 0,
      birthDate: '2016-02-02',
      gender: 'male',
      tier: 'ABCBS',
      ssn4: '8765',
      phone: '5015551201',
      plans: [medical('REG00000', '02', { rights: fullRights(), startedMonthsAgo: 10 })],
    },
  ];
}

/** Every seeded person, in the order their rows are written. */
export function personas(today: Date): PersonSpec[] {
  const list = [
    ...martinezFamily(),
    ...planVarietyPersonas(),
    ...groupAndMedicarePersonas(),
    ...morePersonas(),
    ...employerAndInboxPersonas(),
    ...staffAndUnregisteredPersonas(),
  ];
  return list.map((p) => ({ ...p, birthDate: p.birthDate ?? birthDateForAge(p.age, today) }));
}

/** Member id: contract id + seq, except the registration members, whose ids the personas' table fixes (sandbox/README.md#personas). */
export function memberIdFor(plan: PlanSpec): string {
  if (plan.contractId === 'REG00000') return plan.seq === '01' ? 'REG000001' : 'REG000002';
  return `${plan.contractId}${plan.seq}`;
}
