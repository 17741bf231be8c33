import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ClaimLine } from '../src/db/schema.ts';
import { buildSeed, type SeedData } from '../src/seed/data.ts';
import { api, signIn, startServer, type TestServer } from './helpers.ts';

// Money that never disagrees with itself, over every seeded claim and member. The rules are written
// out here rather than read from the seed's adjudication, so a change there that breaks one fails:
// - a decided line's allowed amount is split without remainder into what the plan paid, the
//   deductible, the copay, the coinsurance and what is not covered;
// - the member owes the deductible, copay, coinsurance and not-covered parts of each line, and a
//   claim's allowed, plan-paid and member-owes totals are the sums of its lines;
// - a denied line pays nothing; a pending claim has only billed amounts;
// - the deductible met is the sum of the deductible parts of the member's decided claims of the plan
//   year, the out-of-pocket met the sum of their cost shares (deductible, copay, coinsurance; amounts
//   not covered do not count toward the out-of-pocket maximum), neither past its limit, and a family's
//   amounts are the sums of its members';
// - the health reimbursement account pays only toward the cost share of a decided claim of the family.

type Json = Record<string, unknown>;
type Claim = SeedData['claims'][number];
type Member = SeedData['members'][number];

interface StoredPair {
  limit: number;
  met: number;
}
interface StoredAccumulators {
  planYear: number;
  deductible: { inNetwork: StoredPair; outOfNetwork: StoredPair };
  outOfPocket: { inNetwork: StoredPair; outOfNetwork: StoredPair };
  familyDeductible: { inNetwork: StoredPair; outOfNetwork: StoredPair };
  familyOutOfPocket: { inNetwork: StoredPair; outOfNetwork: StoredPair };
  benefitMaximum: { limit: number; used: number } | null;
}

const cents = (dollars: number | null | undefined) => Math.round((dollars ?? 0) * 100);
const lineParts = (line: ClaimLine) => ({
  allowed: cents(line.allowed),
  planPaid: cents(line.planPaid),
  deductible: cents(line.deductible),
  copay: cents(line.copay),
  coinsurance: cents(line.coinsurance),
  notCovered: cents(line.notCovered),
});
const memberOwesOf = (line: ClaimLine) => {
  const p = lineParts(line);
  return p.deductible + p.copay + p.coinsurance + p.notCovered;
};
const costShareOf = (line: ClaimLine) => {
  const p = lineParts(line);
  return p.deductible + p.copay + p.coinsurance;
};
const sum = <T>(list: readonly T[], f: (item: T) => number) => list.reduce((total, item) => total + f(item), 0);
const label = (claim: Claim, line?: ClaimLine) => `claim ${claim.claimId}${line ? ` line ${line.line}` : ''} (${claim.status})`;

let seed: SeedData;

before(async () => {
  seed = await buildSeed();
});

describe('every claim line adds up', () => {
  it('a decided line: allowed = plan paid + deductible + copay + coinsurance + not covered, none negative, allowed within billed', () => {
    for (const claim of seed.claims.filter((c) => c.status !== 'Pending')) {
      for (const line of claim.lines) {
        const p = lineParts(line);
        assert.ok(
          Object.values(p).every((value) => value >= 0),
          `${label(claim, line)}: a negative figure ${JSON.stringify(p)}`,
        );
        assert.ok(p.allowed <= cents(line.billed), `${label(claim, line)}: allowed ${p.allowed} above billed ${cents(line.billed)}`);
        assert.equal(
          p.planPaid + p.deductible + p.copay + p.coinsurance + p.notCovered,
          p.allowed,
          `${label(claim, line)}: the parts do not add up to allowed ${JSON.stringify(p)}`,
        );
      }
    }
  });

  it('a claim’s totals are the sums of its lines (billed, allowed, plan paid, member owes)', () => {
    for (const claim of seed.claims) {
      assert.equal(
        claim.billedCents,
        sum(claim.lines, (l) => cents(l.billed)),
        `${label(claim)}: billed`,
      );
      if (claim.status === 'Pending') continue;
      assert.equal(
        claim.allowedCents,
        sum(claim.lines, (l) => cents(l.allowed)),
        `${label(claim)}: allowed`,
      );
      assert.equal(
        claim.planPaidCents,
        sum(claim.lines, (l) => cents(l.planPaid)),
        `${label(claim)}: plan paid`,
      );
      assert.equal(claim.memberOweCents, sum(claim.lines, memberOwesOf), `${label(claim)}: member owes`);
    }
  });

  it('a denied claim pays nothing, and its lines are not covered', () => {
    const denied = seed.claims.filter((c) => c.status === 'Denied');
    assert.ok(denied.length > 0, 'the seed has denied claims');
    for (const claim of denied) {
      assert.equal(claim.planPaidCents, 0, `${label(claim)}: plan paid ${claim.planPaidCents}`);
      for (const line of claim.lines) {
        assert.equal(cents(line.planPaid), 0, `${label(claim, line)}: plan paid`);
        assert.ok(line.remarkCode, `${label(claim, line)}: a denied line says why (remark code)`);
      }
    }
  });

  it('a pending claim has no paid, owed or allowed figure', () => {
    for (const claim of seed.claims.filter((c) => c.status === 'Pending')) {
      assert.equal(claim.planPaidCents, null, label(claim));
      assert.equal(claim.memberOweCents, null, label(claim));
      for (const line of claim.lines) {
        for (const figure of ['allowed', 'planPaid', 'deductible', 'copay', 'coinsurance', 'notCovered'] as const)
          assert.equal(line[figure], null, `${label(claim, line)} ${figure}`);
      }
    }
  });
});

describe('accumulators are the sums of decided claims', () => {
  const accumulatorsOf = (memberId: string) =>
    seed.memberState.find((s) => s.memberId === memberId && s.key === 'accumulators')?.value as StoredAccumulators | undefined;
  const decidedInYear = (memberId: string, year: number) =>
    seed.claims.filter((c) => c.memberId === memberId && c.status !== 'Pending' && c.serviceDate.startsWith(String(year)));
  const withAccumulators = () => seed.members.filter((m) => accumulatorsOf(m.memberId));

  it('each member’s deductible and out-of-pocket met equal the sums of the lines, within their limits', () => {
    assert.ok(withAccumulators().length > 5);
    for (const member of withAccumulators()) {
      const acc = accumulatorsOf(member.memberId)!;
      const lines = decidedInYear(member.memberId, acc.planYear).flatMap((c) => c.lines);
      const who = `${member.memberId} (${member.planKind} ${member.contractType})`;
      assert.equal(
        acc.deductible.inNetwork.met,
        sum(lines, (l) => cents(l.deductible)),
        `${who}: deductible met`,
      );
      // A plan without an out-of-pocket maximum (dental) keeps a limit of 0 and nothing met.
      const hasOutOfPocketMaximum = acc.outOfPocket.inNetwork.limit > 0;
      assert.equal(acc.outOfPocket.inNetwork.met, hasOutOfPocketMaximum ? sum(lines, costShareOf) : 0, `${who}: out-of-pocket met`);
      assert.ok(
        acc.deductible.inNetwork.met <= acc.deductible.inNetwork.limit,
        `${who}: deductible met ${acc.deductible.inNetwork.met} past its limit ${acc.deductible.inNetwork.limit}`,
      );
      assert.ok(
        acc.outOfPocket.inNetwork.met <= acc.outOfPocket.inNetwork.limit,
        `${who}: out-of-pocket met ${acc.outOfPocket.inNetwork.met} past its limit ${acc.outOfPocket.inNetwork.limit}`,
      );
      if (hasOutOfPocketMaximum)
        assert.ok(
          acc.deductible.inNetwork.limit <= acc.outOfPocket.inNetwork.limit,
          `${who}: the deductible limit is within the out-of-pocket limit`,
        );
      if (acc.benefitMaximum) {
        assert.equal(
          acc.benefitMaximum.used,
          sum(lines, (l) => cents(l.planPaid)),
          `${who}: annual maximum used is what the plan paid`,
        );
        assert.ok(acc.benefitMaximum.used <= acc.benefitMaximum.limit, `${who}: annual maximum used past its limit`);
      }
    }
  });

  it('a family’s deductible and out-of-pocket met are the sums of its members’, within the family limits', () => {
    const contracts = new Map<string, Member[]>();
    for (const member of withAccumulators())
      contracts.set(`${member.contractId}/${member.contractType}`, [
        ...(contracts.get(`${member.contractId}/${member.contractType}`) ?? []),
        member,
      ]);
    for (const [contract, family] of contracts) {
      const accs = family.map((m) => accumulatorsOf(m.memberId)!);
      const deductibleMet = sum(accs, (a) => a.deductible.inNetwork.met);
      const outOfPocketMet = sum(accs, (a) => a.outOfPocket.inNetwork.met);
      for (const [i, acc] of accs.entries()) {
        const who = `${family[i]!.memberId} of ${contract}`;
        assert.equal(acc.familyDeductible.inNetwork.met, deductibleMet, `${who}: family deductible met`);
        assert.equal(acc.familyOutOfPocket.inNetwork.met, outOfPocketMet, `${who}: family out-of-pocket met`);
        if (acc.familyDeductible.inNetwork.limit > 0)
          assert.ok(deductibleMet <= acc.familyDeductible.inNetwork.limit, `${who}: family deductible past its limit`);
        // Limits of 0: the plan has no family amounts (one person per contract), or no out-of-pocket maximum.
        if (acc.familyOutOfPocket.inNetwork.limit > 0)
          assert.ok(outOfPocketMet <= acc.familyOutOfPocket.inNetwork.limit, `${who}: family out-of-pocket past its limit`);
      }
    }
  });
});

describe('the health reimbursement account pays toward claims', () => {
  it('every payment out is linked to a decided claim of the family, within that claim’s cost share, on or after it was processed', () => {
    const holders = new Set(seed.hraTransactions.map((t) => t.memberId));
    assert.ok(holders.size > 0);
    for (const holderId of holders) {
      const holder = seed.members.find((m) => m.memberId === holderId)!;
      const family = new Set(seed.members.filter((m) => m.contractId === holder.contractId).map((m) => m.memberId));
      const txs = seed.hraTransactions.filter((t) => t.memberId === holderId);
      const paidByClaim = new Map<string, number>();
      for (const tx of txs) {
        if (tx.amountCents >= 0) {
          assert.equal(tx.claimId ?? null, null, `${tx.id}: a deposit is not a claim payment`);
          continue;
        }
        assert.ok(tx.claimId, `${tx.id} "${tx.description}": a reimbursement names the claim it pays`);
        const claim = seed.claims.find((c) => c.claimId === tx.claimId);
        assert.ok(claim && family.has(claim.memberId), `${tx.id}: claim ${tx.claimId} is the family’s`);
        assert.ok(
          claim.status !== 'Pending' && claim.status !== 'Denied' && claim.processedDate && tx.date >= claim.processedDate,
          `${tx.id}: claim ${claim.claimId} was processed (${claim.status}) before ${tx.date}`,
        );
        paidByClaim.set(claim.claimId, (paidByClaim.get(claim.claimId) ?? 0) - tx.amountCents);
      }
      for (const [claimId, paid] of paidByClaim) {
        const claim = seed.claims.find((c) => c.claimId === claimId)!;
        assert.ok(paid <= sum(claim.lines, costShareOf), `claim ${claimId}: the account paid ${paid}, more than the cost share`);
      }
      const account = seed.memberState.find((s) => s.memberId === holderId && s.key === 'hra')?.value as
        { rolloverCents: number } | undefined;
      assert.ok(account, `${holderId}: transactions without an account`);
      assert.ok(account.rolloverCents + sum(txs, (t) => t.amountCents) >= 0, `${holderId}: the balance is below zero`);
    }
  });
});

describe('what the member API says a member owes', () => {
  let server: TestServer;
  const tokens = new Map<string, string>();
  const USERNAMES = ['ava.medical', 'noah.dependent', 'ben.dental', 'cara.group', 'dan.medicare', 'finn.teen', 'gia.employee', 'ivy.sso'];

  before(async () => {
    server = await startServer();
    for (const username of USERNAMES) tokens.set(username, (await signIn(server.base, username)).access_token);
  });
  after(async () => {
    await server.close();
  });

  it('the claims list’s totals are the sums of its claims, for every status, and the plan paid nothing on denied claims', async () => {
    for (const username of USERNAMES) {
      const members = seed.members.filter((m) => m.username === username && m.isActive && (m.rights as { claims?: boolean }).claims);
      for (const member of members) {
        for (const status of [undefined, 'Processed', 'Adjusted', 'Denied', 'Pending']) {
          const query = `pageSize=100${status ? `&status=${status}` : ''}`;
          const list = await api(server.base, tokens.get(username)).get(`members/${member.memberId}/claims?${query}`);
          assert.equal(list.status, 200, `${username} ${member.memberId} ${query}`);
          const claims = list.json.claims as Json[];
          const totals = list.json.totals as { billed: number; planPaid: number; memberOwe: number };
          const who = `${username} ${member.memberId} ${status ?? 'all'}`;
          assert.equal(list.json.total, claims.length, `${who}: one page holds them all`);
          assert.equal(
            cents(totals.billed),
            sum(claims, (c) => cents(c.billed as number)),
            `${who}: billed total`,
          );
          assert.equal(
            cents(totals.planPaid),
            sum(claims, (c) => cents(c.planPaid as number | null)),
            `${who}: plan paid total`,
          );
          assert.equal(
            cents(totals.memberOwe),
            sum(claims, (c) => cents(c.memberOwe as number | null)),
            `${who}: member owes total`,
          );
          if (status === 'Denied') assert.equal(totals.planPaid, 0, `${who}: the plan paid ${totals.planPaid} on denied claims`);
          for (const claim of claims) {
            const seeded = seed.claims.find((c) => c.claimId === claim.claimId)!;
            assert.equal(cents(claim.memberOwe as number | null), seeded.memberOweCents ?? 0, `${who}: claim ${seeded.claimId}`);
          }
        }
      }
    }
  });

  it('the account’s answer links a reimbursement to its claim only when the caller may open that claim', async () => {
    const answer = await api(server.base, tokens.get('ava.medical')).get('members/H1000100101/hra');
    assert.equal(answer.status, 200);
    const transactions = answer.json.transactions as { claimId: string | null; amount: number }[];
    const linked = transactions.filter((t) => t.claimId);
    assert.ok(linked.length > 0, 'some reimbursements name their claim');
    for (const { claimId } of linked) {
      const claim = await api(server.base, tokens.get('ava.medical')).get(`members/H1000100101/claims/${claimId}`);
      assert.equal(claim.status, 200, `claim ${claimId} is Ava's to open`);
    }
  });

  it('the spending answer is the stored accumulators, and its family amounts the sums of its members', async () => {
    for (const username of ['ava.medical', 'cara.group', 'dan.medicare', 'ben.dental']) {
      const member = seed.members.find((m) => m.username === username && m.isActive && (m.rights as { deductible?: boolean }).deductible)!;
      const stored = seed.memberState.find((s) => s.memberId === member.memberId && s.key === 'accumulators')!.value as StoredAccumulators;
      const answer = await api(server.base, tokens.get(username)).get(`members/${member.memberId}/spending`);
      assert.equal(answer.status, 200, username);
      const body = answer.json as unknown as {
        member: { deductible: { inNetwork: { met: number } }; outOfPocket: { inNetwork: { met: number } } };
        familyMembers: { deductibleMet: number; outOfPocketMet: number }[];
      };
      assert.equal(cents(body.member.deductible.inNetwork.met), stored.deductible.inNetwork.met, `${username}: deductible`);
      assert.equal(cents(body.member.outOfPocket.inNetwork.met), stored.outOfPocket.inNetwork.met, `${username}: out of pocket`);
      if (body.familyMembers.length > 1) {
        const familyMembers = seed.members.filter((m) => m.contractId === member.contractId && m.contractType === member.contractType);
        if (body.familyMembers.length === familyMembers.length) {
          assert.equal(
            sum(body.familyMembers, (m) => cents(m.deductibleMet)),
            stored.familyDeductible.inNetwork.met,
            `${username}: family deductible`,
          );
          assert.equal(
            sum(body.familyMembers, (m) => cents(m.outOfPocketMet)),
            stored.familyOutOfPocket.inNetwork.met,
            `${username}: family out of pocket`,
          );
        }
      }
    }
  });
});
