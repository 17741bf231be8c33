// A right opens a menu entry, so a right without the data behind it is a dead end: a Care menu that
// offers a health reimbursement account whose page then says there is none. For every seeded member,
// each right the seed grants has its data, read here from the seed's own tables.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { buildSeed, type SeedData } from '../src/seed/data.ts';
import type { Rights } from '../src/seed/rights.ts';

type Member = SeedData['members'][number];

let seed: SeedData;
before(async () => {
  seed = await buildSeed(new Date('2026-06-01T12:00:00Z'));
});

const rightsOf = (member: Member) => member.rights as unknown as Rights;
const stateOf = (memberId: string, key: string) => seed.memberState.find((row) => row.memberId === memberId && row.key === key);
const policyholderOf = (member: Member) => seed.members.find((other) => other.contractId === member.contractId && other.isPolicyHolder);
const coveragesOf = (member: Member) => seed.coverages.filter((coverage) => coverage.memberId === member.memberId);
const paysOnline = (rights: Rights) => rights.payBill || rights.pageIdentifiers.some((identifier) => identifier.type === 'medicarePayment');

/** Each right that leads to a page, and the data that page shows. */
const dataBehind: [string, (rights: Rights) => boolean, (member: Member) => boolean][] = [
  [
    'healthReimbursementAccount: the plan has an HRA account',
    (r) => r.healthReimbursementAccount,
    (m) => {
      const holder = policyholderOf(m);
      return holder !== undefined && stateOf(holder.memberId, 'hra') !== undefined;
    },
  ],
  [
    'pharmacyCenter or rxSavingsSolutions: the coverage has a pharmacy benefit',
    (r) => r.pharmacyCenter || r.rxSavingsSolutions,
    (m) => coveragesOf(m).some((coverage) => coverage.costs.some((cost) => cost.code.startsWith('rx_'))),
  ],
  [
    'deductible: the member has deductible and out-of-pocket figures',
    (r) => r.deductible,
    (m) => stateOf(m.memberId, 'accumulators') !== undefined,
  ],
  ['personalHealthRecord: the member has a health record', (r) => r.personalHealthRecord, (m) => stateOf(m.memberId, 'phr') !== undefined],
  ['whosCovered: the member has a coverage', (r) => r.whosCovered, (m) => coveragesOf(m).length > 0],
  [
    'payBill, payment or a medicarePayment identifier: the policyholder has bills',
    (r) => paysOnline(r) || r.payment,
    (m) => m.isPolicyHolder && seed.bills.some((bill) => bill.contractId === m.contractId),
  ],
  [
    'coverageWhenTravelingAbroad: an active medical plan (abroad coverage ends with the plan)',
    (r) => r.coverageWhenTravelingAbroad,
    (m) => m.isActive && m.contractType === 'Medical',
  ],
  [
    'maPlanBenefits: a Medicare Advantage plan with its benefits link',
    (r) => r.maPlanBenefits,
    (m) => m.planKind === 'medicare' && rightsOf(m).maPlanBenefitsLink.startsWith('https://'),
  ],
];

describe('every right a member is granted has the data behind it', () => {
  for (const [name, granted, hasData] of dataBehind) {
    it(name, () => {
      const deadEnds = seed.members.filter((member) => granted(rightsOf(member)) && !hasData(member)).map((member) => member.memberId);
      assert.deepEqual(deadEnds, [], `granted without its data: ${deadEnds.join(', ')}`);
    });
  }

  it('still grants what its data backs: ava.medical keeps every flag, dan.medicare pays his premium online', () => {
    const ava = seed.members.find((member) => member.username === 'ava.medical')!;
    const rights = rightsOf(ava);
    for (const flag of [
      'healthReimbursementAccount',
      'pharmacyCenter',
      'deductible',
      'personalHealthRecord',
      'whosCovered',
      'payBill',
      'coverageWhenTravelingAbroad',
    ] as const) {
      assert.equal(rights[flag], true, flag);
    }
    const dan = rightsOf(seed.members.find((member) => member.username === 'dan.medicare')!);
    assert.ok(dan.pageIdentifiers.some((identifier) => identifier.type === 'medicarePayment'));
    assert.equal(dan.payBill, false);
    assert.equal(dan.maPlanBenefits, true);
  });
});
