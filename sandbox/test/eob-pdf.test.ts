import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { appealFilingDays, appealDecisionDays } from '@portal/contracts/claim-appeals';
import { centsFromDollars, formatCents } from '@portal/contracts/money';
import type { ClaimLine } from '../src/db/schema.ts';
import { brandNameOf } from '../src/seed/plan-display-name.ts';
import { buildSeed, type SeedData } from '../src/seed/data.ts';
import { renderEob } from '../src/services/eob-pdf.ts';
import { memberOwesOnLineCents } from '../src/services/eob/member-share.ts';
import { readPdf, rolesInOrder, type ReadPdf } from './pdf-reading.ts';

// The explanation of benefits: a document a member can read and trust, and a screen reader can read.

type Claim = SeedData['claims'][number];
type Member = SeedData['members'][number];

const moneyPattern = /\$[\d,]+\.\d{2}/g;
const shownDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const cents = (dollars: number | null) => centsFromDollars(dollars ?? 0);

/** The figures of a row as the table shows them: billed, allowed, deductible, copay, coinsurance, not covered, plan paid, you owe. */
function expectedRow(line: ClaimLine): string[] {
  return [line.billed, line.allowed, line.deductible, line.copay, line.coinsurance, line.notCovered, line.planPaid]
    .map((dollars) => formatCents(cents(dollars)))
    .concat(formatCents(memberOwesOnLineCents(line) ?? 0));
}

function expectedTotals(lines: ClaimLine[]): string[] {
  const sum = (pick: (line: ClaimLine) => number) => formatCents(lines.reduce((total, line) => total + pick(line), 0));
  return [
    sum((l) => cents(l.billed)),
    sum((l) => cents(l.allowed)),
    sum((l) => cents(l.deductible)),
    sum((l) => cents(l.copay)),
    sum((l) => cents(l.coinsurance)),
    sum((l) => cents(l.notCovered)),
    sum((l) => cents(l.planPaid)),
    sum((l) => memberOwesOnLineCents(l) ?? 0),
  ];
}

const allLines = (pdf: ReadPdf) => pdf.pages.flat();
const figuresOf = (text: string) => text.match(moneyPattern) ?? [];

let seed: SeedData;
const memberOf = (claim: Claim): Member => seed.members.find((m) => m.memberId === claim.memberId)!;

before(async () => {
  seed = await buildSeed();
});

describe('member share of a claim line', () => {
  it('is the deductible, copay, coinsurance and what the plan does not cover, in cents; unknown while pending', () => {
    const line: ClaimLine = {
      line: 1,
      procedureCode: '99213',
      description: 'Office visit',
      billed: 185,
      allowed: 116.53,
      planPaid: 50.1,
      deductible: 20.2,
      copay: 25,
      coinsurance: 0.1,
      notCovered: 21.13,
    };
    assert.equal(memberOwesOnLineCents(line), 2020 + 2500 + 10 + 2113);
    assert.equal(
      memberOwesOnLineCents({ ...line, allowed: null, planPaid: null, deductible: null, copay: null, coinsurance: null, notCovered: null }),
      null,
    );
  });
});

describe('the EOB of a denied claim (ava.medical, 202600100003)', () => {
  let claim: Claim;
  let member: Member;
  let pdf: ReadPdf;
  before(async () => {
    claim = seed.claims.find((c) => c.claimId === '202600100003')!;
    member = memberOf(claim);
    pdf = await readPdf(await renderEob(claim, member));
  });

  it('has a title shown in the window, English as its language, and tagged content', () => {
    assert.match(String(pdf.info.Title), /^Explanation of Benefits/);
    assert.match(String(pdf.info.Title), new RegExp(claim.claimId));
    assert.match(pdf.raw, /\/DisplayDocTitle true/);
    assert.match(pdf.raw, /\/Lang \(en-US\)/);
    assert.match(pdf.raw, /\/StructTreeRoot/);
    assert.match(pdf.raw, /\/MarkInfo/);
    assert.match(pdf.raw, /\/Marked true/);
  });

  it('reads as headings, paragraphs and a table with header cells, the title first', () => {
    const roles = rolesInOrder(pdf.structure[0]!);
    for (const role of ['H1', 'H2', 'P', 'Table', 'TR', 'TH', 'TD']) assert.ok(roles.includes(role), `no ${role} in ${roles.join(' ')}`);
    assert.equal(
      roles.find((role) => /^H\d$/.test(role)),
      'H1',
    );
    assert.ok(roles.indexOf('H1') < roles.indexOf('Table'));
  });

  it('names the brand, the member, the plan and the claim, with dates as MM/DD/YYYY', () => {
    const text = allLines(pdf).join('\n');
    assert.match(text, /Explanation of Benefits/);
    assert.match(text, /This is not a bill/i);
    for (const expected of [
      brandNameOf(member.tier1),
      `${member.firstName} ${member.lastName}`,
      member.memberId,
      member.groupId,
      claim.claimId,
      claim.providerName,
      shownDate(claim.serviceDate),
      shownDate(claim.receivedDate),
      shownDate(claim.processedDate!),
    ]) {
      assert.ok(text.includes(expected), `missing ${expected}`);
    }
    assert.doesNotMatch(text, /\d{4}-\d{2}-\d{2}/);
  });

  it('explains its remark codes and how to appeal, by when', () => {
    const text = allLines(pdf).join(' ');
    for (const code of new Set(claim.lines.flatMap((line) => (line.remarkCode ? [line.remarkCode] : [])))) {
      assert.match(text, new RegExp(`${code}\\s*[:—-]\\s*\\w+`), `no explanation of ${code}`);
    }
    const deadline = new Date(`${claim.processedDate}T00:00:00Z`);
    deadline.setUTCDate(deadline.getUTCDate() + appealFilingDays);
    assert.ok(text.includes(shownDate(deadline.toISOString().slice(0, 10))), 'no appeal deadline');
    assert.match(text, new RegExp(`within ${appealDecisionDays} days`));
  });
});

describe('the services table of every seeded EOB adds up', () => {
  it('shows each line with its figures and a totals row equal to the sums of the lines, and the summary agrees', async () => {
    const decided = seed.claims.filter((claim) => claim.hasEob);
    assert.ok(decided.length >= 10);
    for (const claim of decided) {
      const pdf = await readPdf(await renderEob(claim, memberOf(claim)));
      const lines = allLines(pdf);
      for (const line of claim.lines) {
        const row = lines.find((text) => text.startsWith(shownDate(claim.serviceDate)) && text.includes(line.procedureCode));
        assert.ok(row, `${claim.claimId}: no row for line ${line.line} (${line.procedureCode})`);
        assert.deepEqual(figuresOf(row), expectedRow(line), `${claim.claimId} line ${line.line}`);
      }
      const totals = lines.find((text) => /^Total\b/.test(text));
      assert.ok(totals, `${claim.claimId}: no totals row`);
      const expected = expectedTotals(claim.lines);
      assert.deepEqual(figuresOf(totals), expected, `${claim.claimId} totals`);
      // The summary box: the two labels side by side, their amounts on the line below them.
      const labels = lines.findIndex((text) => text === 'Your plan paid\tYou may owe the provider');
      assert.ok(labels > 0, `${claim.claimId}: no summary`);
      assert.deepEqual(figuresOf(lines[labels + 1]!), [expected[6], expected[7]], `${claim.claimId} summary`);
    }
  });

  it('names the brand of each tier that has an EOB', async () => {
    const tiers = new Map<string, Claim>();
    for (const claim of seed.claims.filter((c) => c.hasEob)) tiers.set(memberOf(claim).tier1, tiers.get(memberOf(claim).tier1) ?? claim);
    assert.ok(tiers.size >= 2, `EOBs of ${[...tiers.keys()].join(', ')}`);
    for (const [tier, claim] of tiers) {
      const pdf = await readPdf(await renderEob(claim, memberOf(claim)));
      assert.ok(allLines(pdf).join('\n').includes(brandNameOf(tier)), `${tier}: no brand name`);
    }
  });
});

describe('an EOB with more lines than a page holds', () => {
  it('continues the table on the next page with its header, wraps long descriptions, and still totals every line', async () => {
    const base = seed.claims.find((c) => c.hasEob)!;
    const lines: ClaimLine[] = Array.from({ length: 30 }, (_, i) => ({
      line: i + 1,
      procedureCode: `9${String(1000 + i)}`,
      description: `Therapy session ${i + 1}, with a description long enough to wrap onto a second line of the service column`,
      billed: 1234.56,
      allowed: 800,
      planPaid: 560,
      deductible: 100,
      copay: 20,
      coinsurance: 120,
      notCovered: 0,
    }));
    const claim: Claim = { ...base, lines };
    const pdf = await readPdf(await renderEob(claim, memberOf(base)));
    assert.ok(pdf.pageCount >= 2, `${pdf.pageCount} page(s)`);
    assert.ok(
      pdf.pages[1]!.some((text) => text.includes('Billed') && text.includes('You owe')),
      'no column headers on page 2',
    );
    for (const line of lines) {
      const row = allLines(pdf).find((text) => text.includes(line.procedureCode));
      assert.ok(row, `no row for ${line.procedureCode}`);
      assert.deepEqual(figuresOf(row), expectedRow(line));
    }
    assert.deepEqual(figuresOf(allLines(pdf).find((text) => /^Total\b/.test(text))!), expectedTotals(lines));
    assert.ok(
      allLines(pdf).some((text) => text.includes('$37,036.80')),
      'billed total as $37,036.80',
    );
  });
});
