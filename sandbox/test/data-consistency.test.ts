import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { claims } from '../src/db/schema.ts';
import { CUSTOMER_SERVICE_PHONE_BY_TIER } from '../src/seed/brands.ts';
import { buildSeed, type SeedData } from '../src/seed/data.ts';
import { api, signIn, startServer, type TestServer } from './helpers.ts';

// Data that never contradicts itself (issue 21): the seed, and the member API's answers about it.

type Json = Record<string, unknown>;
const AVA = 'H1000100101';

let seed: SeedData;
let server: TestServer;
const tokens: Record<string, string> = {};
const as = (username: string) => api(server.base, tokens[username]);

before(async () => {
  seed = await buildSeed();
  server = await startServer();
  for (const username of ['ava.medical', 'ben.dental', 'dan.medicare']) tokens[username] = (await signIn(server.base, username)).access_token;
});
after(async () => {
  await server.close();
});

describe('a pending claim has no decided figures anywhere', () => {
  const figures = ['allowed', 'planPaid', 'deductible', 'copay', 'coinsurance', 'notCovered'] as const;

  it('in the seed: no allowed, paid or owed amount, no figure but billed on its lines, no processed date or EOB', () => {
    const pending = seed.claims.filter((claim) => claim.status === 'Pending');
    assert.ok(pending.length >= 5);
    for (const claim of pending) {
      assert.equal(claim.allowedCents, null, claim.claimId);
      assert.equal(claim.planPaidCents, null, claim.claimId);
      assert.equal(claim.memberOweCents, null, claim.claimId);
      assert.equal(claim.processedDate, null, claim.claimId);
      assert.equal(claim.hasEob, false, claim.claimId);
      for (const line of claim.lines) for (const figure of figures) assert.equal(line[figure], null, `${claim.claimId} line ${line.line} ${figure}`);
      assert.ok(claim.lines.every((line) => line.billed > 0));
    }
    for (const claim of seed.claims.filter((c) => c.status !== 'Pending')) {
      assert.ok(claim.planPaidCents !== null && claim.memberOweCents !== null && claim.processedDate !== null && claim.hasEob, claim.claimId);
    }
  });

  it('in the database: a pending claim with a figure is refused', async () => {
    const decided = seed.claims.find((claim) => claim.status === 'Processed')!;
    await assert.rejects(server.sandbox.database.db.insert(claims).values({ ...decided, claimId: 'PENDING-WITH-FIGURES', status: 'Pending' }), (error: Error & { cause?: Error }) => {
      assert.match(`${error.message} ${error.cause?.message ?? ''}`, /claims_pending_has_no_figures_check/);
      return true;
    });
  });

  it('in the answers: list, detail and totals say null, not 0', async () => {
    const list = await as('ava.medical').get(`members/${AVA}/claims?status=Pending&pageSize=50`);
    assert.equal(list.status, 200);
    const pending = list.json.claims as Json[];
    assert.ok(pending.length > 0);
    for (const claim of pending) {
      assert.equal(claim.allowed, null);
      assert.equal(claim.planPaid, null);
      assert.equal(claim.memberOwe, null);
      assert.equal(claim.billed !== null && (claim.billed as number) > 0, true);
    }
    assert.equal((list.json.totals as Json).planPaid, 0);
    assert.equal((list.json.totals as Json).memberOwe, 0);
    const detail = await as('ava.medical').get(`members/${AVA}/claims/${pending[0]!.claimId as string}`);
    assert.equal(detail.status, 200);
    assert.equal(detail.json.appealDeadline, null);
    assert.equal(detail.json.eobUrl, null);
    for (const line of detail.json.lines as unknown as Json[]) for (const figure of figures) assert.equal(line[figure], null, figure);
    const byOwed = await as('ava.medical').get(`members/${AVA}/claims?sort=memberOwe:desc&pageSize=50`);
    const owed = (byOwed.json.claims as Json[]).map((claim) => claim.memberOwe);
    assert.equal(owed.indexOf(null), owed.length - owed.filter((value) => value === null).length, 'pending claims come last when sorted by what is owed');
  });
});

describe('ID cards', () => {
  const cardsOf = async (username: string, memberId: string) => {
    const res = await as(username).get(`members/${memberId}/id-cards`);
    assert.equal(res.status, 200, res.text);
    return res.json.cards as unknown as Json[];
  };

  it('a Medical card: the whole group number as the Rx group; copays as amounts, coinsurance as percentages', async () => {
    const [card] = await cardsOf('ava.medical', AVA);
    assert.equal(card!.groupId, 'IND-METAL-SILVER');
    assert.deepEqual(card!.rx, { bin: '610014', pcn: 'MEDDPRIME', group: 'IND-METAL-SILVER' });
    const copays = card!.copays as { label: string; amount: unknown }[];
    const coinsurance = card!.coinsurance as { label: string; percent: unknown }[];
    assert.ok(copays.length > 0 && copays.every((copay) => typeof copay.amount === 'number' && copay.label !== ''));
    assert.ok(coinsurance.length > 0 && coinsurance.every((share) => typeof share.percent === 'number' && share.percent <= 100));
    assert.deepEqual(copays.find((copay) => copay.label === 'Primary Care Visit'), { label: 'Primary Care Visit', amount: 25 });
    assert.deepEqual(coinsurance, [{ label: 'Inpatient Hospital', percent: 20 }]);
  });

  it('dental and vision cards carry no pharmacy numbers; dental shares are percentages, vision copays amounts', async () => {
    const [dental] = await cardsOf('ben.dental', 'D2000200201');
    assert.equal(dental!.rx, null);
    assert.deepEqual(dental!.copays, []);
    assert.deepEqual((dental!.coinsurance as Json[]).map((share) => share.label), ['Preventive Dental', 'Basic Dental Services', 'Major Dental Services']);
    const [vision] = await cardsOf('ben.dental', 'V2000200301');
    assert.equal(vision!.rx, null);
    assert.deepEqual(vision!.copays, [{ label: 'Eye Exam', amount: 10 }, { label: 'Lenses', amount: 25 }]);
    assert.deepEqual(vision!.coinsurance, []);
  });

  it('prints the brand’s one customer-service number', async () => {
    const [ava] = await cardsOf('ava.medical', AVA);
    const [ben] = await cardsOf('ben.dental', 'D2000200201');
    const [dan] = await cardsOf('dan.medicare', 'M4000400101');
    assert.equal(ava!.customerServicePhone, CUSTOMER_SERVICE_PHONE_BY_TIER.ABCBS);
    assert.equal(ben!.customerServicePhone, CUSTOMER_SERVICE_PHONE_BY_TIER.HA);
    assert.equal(dan!.customerServicePhone, CUSTOMER_SERVICE_PHONE_BY_TIER.OCTAVE);
    assert.notEqual(dan!.customerServicePhone, ava!.customerServicePhone, 'Medicare Advantage members have their own line');
  });
});
