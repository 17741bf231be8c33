import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@portal/routing';
import ClaimDetailsPage from '../src/claim-details/claim-details-page';
import { claimsTotalsText } from '../src/claims/claim-phrases';
import type { ClaimDetail } from '../src/claims/api';
import { api, ok, signIn, startMemberApi, stopMemberApi, testClaimDetail } from './support/claims-member-api';

// No sentence about a claim's money says the plan paid on a denied claim, or states any amount on a
// pending one; a decided claim's sentence gives the figures the claim carries.

beforeAll(startMemberApi);
afterAll(stopMemberApi);
beforeEach(signIn);

/** What is wrong with the sentences shown about a claim of this status, if anything. */
function moneySentenceProblems(status: string, sentences: readonly string[]): string[] {
  const problems: string[] = [];
  for (const sentence of sentences) {
    if (/pending/i.test(status) && /\$\s?\d/.test(sentence)) problems.push(`an amount on a pending claim: "${sentence}"`);
    if (/denied/i.test(status) && /\bpaid\s+\$/i.test(sentence)) problems.push(`a payment on a denied claim: "${sentence}"`);
  }
  return problems;
}

const line = (n: number, figures: Partial<ClaimDetail['lines'][number]>): ClaimDetail['lines'][number] => ({
  line: n,
  procedureCode: '73721',
  description: `Service ${n}`,
  billed: 0,
  allowed: 0,
  planPaid: 0,
  deductible: 0,
  copay: 0,
  coinsurance: 0,
  notCovered: 0,
  ...figures,
});

/** One claim of each status, with lines that add up as the plan decides them. */
const claims: Record<string, ClaimDetail> = {
  processed: testClaimDetail(),
  adjusted: testClaimDetail({ status: 'Adjusted' }),
  partially: testClaimDetail({
    status: 'Processed',
    billed: 500,
    allowed: 300,
    planPaid: 150,
    memberOwe: 150,
    lines: [
      line(1, { billed: 300, allowed: 200, planPaid: 150, coinsurance: 50 }),
      line(2, { billed: 200, allowed: 100, notCovered: 100, remarkCode: '119' }),
    ],
  }),
  'all to the deductible': testClaimDetail({
    billed: 400,
    allowed: 250,
    planPaid: 0,
    memberOwe: 250,
    lines: [line(1, { billed: 400, allowed: 250, deductible: 250 })],
  }),
  denied: testClaimDetail({
    status: 'Denied',
    billed: 126,
    allowed: 68,
    planPaid: 0,
    memberOwe: 68,
    lines: [line(1, { billed: 126, allowed: 68, notCovered: 68, remarkCode: 'N130' })],
  }),
  pending: testClaimDetail({
    status: 'Pending',
    processedDate: null,
    allowed: null,
    planPaid: null,
    memberOwe: null,
    appealDeadline: null,
    eobUrl: null,
    hasEob: false,
    lines: [line(1, { billed: 450, allowed: null, planPaid: null, deductible: null, copay: null, coinsurance: null, notCovered: null })],
  }),
};

async function sentencesAbout(claim: ClaimDetail): Promise<string[]> {
  api.respond = () => ok(claim);
  render(
    <MemoryRouter initialEntries={[`/claim-details/${claim.claimId}`]}>
      <Routes>
        <Route path="/claim-details/:id" element={<ClaimDetailsPage />} />
      </Routes>
    </MemoryRouter>,
  );
  const region = await screen.findByRole('region', { name: 'What you owe' });
  return [...region.querySelectorAll('p')].map((p) => p.textContent ?? '');
}

describe('the sentences about a claim’s money, for every status', () => {
  it.each(Object.entries(claims))('%s: states no payment on a denied claim and no amount on a pending one', async (_kind, claim) => {
    const sentences = await sentencesAbout(claim);
    expect(moneySentenceProblems(claim.status, sentences)).toEqual([]);
  });

  it('a decided claim’s sentence gives what the plan paid and what the member owes, and the part not covered', async () => {
    const sentences = (await sentencesAbout(claims.partially!)).join(' ');
    expect(sentences).toContain('Your plan paid $150.00. You owe $150.00. Your plan did not cover $100.00 of it');
  });

  it('a claim whose allowed amount all went to the deductible says the plan paid nothing', async () => {
    const sentences = (await sentencesAbout(claims['all to the deductible']!)).join(' ');
    expect(sentences).toContain('Your plan paid nothing for this claim. You owe $250.00.');
  });

  it('a denied claim says the plan did not pay and what the member may owe', async () => {
    const sentences = (await sentencesAbout(claims.denied!)).join(' ');
    expect(sentences).toContain('This claim was denied: your plan did not pay for it. You may owe the provider $68.00.');
  });
});

describe('the sentence over a list of claims', () => {
  it('states the sums it is given, and no payment when the plan paid nothing (a denied filter)', () => {
    const denied = claimsTotalsText({ count: 5, totals: { billed: 2309, planPaid: 0, memberOwe: 1380.55 }, status: 'Denied' });
    expect(denied).toBe('For these 5 claims: you owe $1,380.55, your plan paid nothing, and providers billed $2,309.00.');
    expect(moneySentenceProblems('Denied', [denied])).toEqual([]);
    expect(claimsTotalsText({ count: 1, totals: { billed: 450, planPaid: 240, memberOwe: 60 } })).toBe(
      'For this claim: you owe $60.00, your plan paid $240.00, and providers billed $450.00.',
    );
  });

  it('states no amount over pending claims', () => {
    const pending = claimsTotalsText({ count: 2, totals: { billed: 700, planPaid: 0, memberOwe: 0 }, status: 'Pending' });
    expect(moneySentenceProblems('Pending', [pending])).toEqual([]);
    expect(pending).toBe(
      'These 2 claims are still being processed. What your plan pays and what you owe will show once they are processed.',
    );
  });
});
