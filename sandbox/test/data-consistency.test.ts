import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brandCustomerServiceLine, phoneLines, phoneNumberDigits } from '@portal/contracts/phone-lines';
import { claims, priorAuths } from '../src/db/schema.ts';
import { CUSTOMER_SERVICE_PHONE_BY_TIER } from '../src/seed/brands.ts';
import { buildSeed, type SeedData } from '../src/seed/data.ts';
import { ageOn } from '../src/seed/dates.ts';
import { api, signIn, startServer, type TestServer } from './helpers.ts';

// Data that never contradicts itself: the seed, and the member API's answers about it.

type Json = Record<string, unknown>;
const AVA = 'H1000100101';

let seed: SeedData;
let server: TestServer;
const tokens: Record<string, string> = {};
const as = (username: string) => api(server.base, tokens[username]);

before(async () => {
  seed = await buildSeed();
  server = await startServer();
  for (const username of ['ava.medical', 'ben.dental', 'dan.medicare'])
    tokens[username] = (await signIn(server.base, username)).access_token;
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
      for (const line of claim.lines)
        for (const figure of figures) assert.equal(line[figure], null, `${claim.claimId} line ${line.line} ${figure}`);
      assert.ok(claim.lines.every((line) => line.billed > 0));
    }
    for (const claim of seed.claims.filter((c) => c.status !== 'Pending')) {
      assert.ok(
        claim.planPaidCents !== null && claim.memberOweCents !== null && claim.processedDate !== null && claim.hasEob,
        claim.claimId,
      );
    }
  });

  it('in the database: a pending claim with a figure is refused', async () => {
    const decided = seed.claims.find((claim) => claim.status === 'Processed')!;
    await assert.rejects(
      server.sandbox.database.db.insert(claims).values({ ...decided, claimId: 'PENDING-WITH-FIGURES', status: 'Pending' }),
      (error: Error & { cause?: Error }) => {
        assert.match(`${error.message} ${error.cause?.message ?? ''}`, /claims_pending_has_no_figures_check/);
        return true;
      },
    );
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
    assert.equal(
      owed.indexOf(null),
      owed.length - owed.filter((value) => value === null).length,
      'pending claims come last when sorted by what is owed',
    );
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
    assert.deepEqual(
      copays.find((copay) => copay.label === 'Primary Care Visit'),
      { label: 'Primary Care Visit', amount: 25 },
    );
    assert.deepEqual(coinsurance, [{ label: 'Inpatient Hospital', percent: 20 }]);
  });

  it('dental and vision cards carry no pharmacy numbers; dental shares are percentages, vision copays amounts', async () => {
    const [dental] = await cardsOf('ben.dental', 'D2000200201');
    assert.equal(dental!.rx, null);
    assert.deepEqual(dental!.copays, []);
    assert.deepEqual(
      (dental!.coinsurance as Json[]).map((share) => share.label),
      ['Preventive Dental', 'Basic Dental Services', 'Major Dental Services'],
    );
    const [vision] = await cardsOf('ben.dental', 'V2000200301');
    assert.equal(vision!.rx, null);
    assert.deepEqual(vision!.copays, [
      { label: 'Eye Exam', amount: 10 },
      { label: 'Lenses', amount: 25 },
    ]);
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
    // The shared list's numbers (@portal/contracts/phone-lines), which the portal shows too.
    assert.equal(ava!.customerServicePhone, phoneNumberDigits(brandCustomerServiceLine('ABCBS').phone));
    assert.equal(dan!.customerServicePhone, phoneNumberDigits(brandCustomerServiceLine('OCTAVE').phone));
  });

  it('gives the Pharmacy Center the pharmacy line and its hours, as the portal’s contact page does', async () => {
    const res = await as('ava.medical').get(`members/${AVA}/pharmacy`);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.mailOrderPhone, phoneNumberDigits(phoneLines.pharmacy.phone));
    assert.equal(res.json.supportHours, phoneLines.pharmacy.hours);
  });
});

describe('health records and claims fit the member', () => {
  const DAY = 86_400_000;
  const memberOf = (memberId: string) => seed.members.find((m) => m.memberId === memberId)!;
  const specialtyOf = (providerName: string) => seed.providers.find((p) => p.name === providerName)?.specialty;
  const ageAt = (memberId: string, date: string) => ageOn(memberOf(memberId).birthDate, new Date(`${date}T00:00:00Z`));
  const primaryCare = ['Family Medicine', 'Internal Medicine', 'Pediatrics', 'Geriatrics'];
  /** Who performs what (CPT codes of the seed's claims), written out here rather than read from the seed's own tables. */
  const performedBy: Record<string, string[]> = {
    '71046': ['Radiology', 'Hospital'],
    '73721': ['Radiology', 'Hospital'],
    '45378': ['Gastroenterology', 'Hospital'],
    '90834': ['Behavioral Health'],
    '80053': ['Laboratory'],
    '85025': ['Laboratory'],
    '99283': ['Hospital'],
    '97110': ['Physical Therapy'],
    '99213': primaryCare,
    '99214': primaryCare,
    '99393': primaryCare,
    '99394': primaryCare,
    '99395': primaryCare,
    '99396': primaryCare,
    '99397': primaryCare,
    '90686': primaryCare,
    '90471': primaryCare,
  };

  it('claims: preventive visits of the patient’s age band, a colonoscopy from 45, adult medicines for adults', () => {
    for (const claim of seed.claims) {
      const age = ageAt(claim.memberId, claim.serviceDate);
      for (const line of claim.lines) {
        const band = /Preventive visit, (\d+)-(\d+) years/.exec(line.description);
        if (band) assert.ok(age >= Number(band[1]) && age <= Number(band[2]), `${claim.claimId}: ${line.description} at ${age}`);
        if (/Preventive visit, 65 years and older/.test(line.description)) assert.ok(age >= 65, claim.claimId);
        if (line.procedureCode === '45378') assert.ok(age >= 45, `${claim.claimId}: colonoscopy at ${age}`);
        if (line.procedureCode === 'D1110') assert.ok(age >= 14, claim.claimId);
        if (line.procedureCode === 'D1120') assert.ok(age < 14, claim.claimId);
        if (/Atorvastatin|Lisinopril/.test(line.description)) assert.ok(age >= 18, `${claim.claimId}: ${line.description} at ${age}`);
      }
    }
  });

  it('claims: a provider of the right specialty, pediatricians for children and internists for adults', () => {
    for (const claim of seed.claims.filter((c) => c.claimType === 'Medical')) {
      const specialty = specialtyOf(claim.providerName)!;
      const age = ageAt(claim.memberId, claim.serviceDate);
      for (const line of claim.lines)
        assert.ok(
          performedBy[line.procedureCode]?.includes(specialty),
          `${claim.claimId}: ${line.description} by ${claim.providerName} (${specialty})`,
        );
      if (specialty === 'Pediatrics') assert.ok(age < 18, claim.claimId);
      if (specialty === 'Internal Medicine') assert.ok(age >= 18, claim.claimId);
      if (specialty === 'Geriatrics') assert.ok(age >= 65, claim.claimId);
    }
  });

  it('claims: one preventive visit a year, one flu shot a season (September to February), pending only while recent', () => {
    const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    for (const member of seed.members) {
      const claimsOf = seed.claims.filter((c) => c.memberId === member.memberId);
      const datesOf = (test: (code: string) => boolean) =>
        claimsOf
          .filter((c) => c.lines.some((l) => test(l.procedureCode)))
          .map((c) => new Date(`${c.serviceDate}T00:00:00Z`).getTime())
          .sort();
      const preventive = datesOf((code) => /^9939[3-7]$/.test(code));
      preventive
        .slice(1)
        .forEach((date, i) => assert.ok(date - preventive[i]! >= 330 * DAY, `${member.memberId}: two preventive visits in a year`));
      // Dental checkups once every 6 months, eye exams once a year: what the dashboard's cards say the plans cover.
      const checkups = datesOf((code) => ['D0120', 'D0150', 'D1110', 'D1120'].includes(code));
      checkups
        .slice(1)
        .forEach((date, i) => assert.ok(date - checkups[i]! >= 180 * DAY, `${member.memberId}: two dental checkups within 6 months`));
      const eyeExams = datesOf((code) => code === '92014');
      eyeExams
        .slice(1)
        .forEach((date, i) => assert.ok(date - eyeExams[i]! >= 365 * DAY, `${member.memberId}: two eye exams within a year`));
      for (const claim of claimsOf.filter((c) => c.lines.some((l) => l.procedureCode === 'V2100')))
        assert.ok(
          claim.lines.some((l) => l.procedureCode === '92014'),
          `${claim.claimId}: lenses without the exam`,
        );
      const flu = datesOf((code) => code === '90686');
      flu.slice(1).forEach((date, i) => assert.ok(date - flu[i]! >= 240 * DAY, `${member.memberId}: two flu shots in a season`));
      for (const date of flu)
        assert.ok([9, 10, 11, 12, 1, 2].includes(new Date(date).getUTCMonth() + 1), `${member.memberId}: a flu shot out of season`);
    }
    for (const claim of seed.claims) {
      if (claim.status === 'Pending')
        assert.ok(
          today.getTime() - new Date(`${claim.serviceDate}T00:00:00Z`).getTime() < 30 * DAY,
          `${claim.claimId} pending since ${claim.serviceDate}`,
        );
      if (claim.processedDate)
        assert.ok(
          claim.processedDate <= today.toISOString().slice(0, 10) && claim.processedDate >= claim.serviceDate,
          `${claim.claimId} processed ${claim.processedDate}`,
        );
    }
  });

  it('health records: vaccines at the ages they are given (and not before they existed), conditions after birth, medicines as filled', () => {
    const vaccines: Record<string, { ages: [number, number]; from?: string }> = {
      'DTaP (fifth dose)': { ages: [4, 6], from: '1991-07-01' },
      Tdap: { ages: [10, 12], from: '2005-06-01' },
      HPV: { ages: [9, 26], from: '2006-06-01' },
      MenACWY: { ages: [11, 12], from: '2005-01-01' },
      'Tdap (booster)': { ages: [19, 120] },
      'Shingles (recombinant zoster)': { ages: [50, 120], from: '2017-10-20' },
      'Pneumococcal conjugate': { ages: [65, 120], from: '2021-06-08' },
      'Influenza, seasonal': { ages: [0, 120] },
    };
    const today = new Date().toISOString().slice(0, 10);
    const records = seed.memberState.filter((state) => state.key === 'phr');
    assert.ok(records.length >= 10);
    for (const record of records) {
      const member = memberOf(record.memberId);
      const phr = record.value as {
        conditions: { onset: string }[];
        medications: { name: string; lastFilled: string }[];
        immunizations: { vaccine: string; date: string }[];
        visits: { date: string; provider: string }[];
      };
      for (const shot of phr.immunizations) {
        const rule = vaccines[shot.vaccine];
        assert.ok(rule, `unknown vaccine ${shot.vaccine}`);
        const age = ageAt(member.memberId, shot.date);
        assert.ok(age >= rule.ages[0] && age <= rule.ages[1], `${member.memberId}: ${shot.vaccine} at ${age}`);
        assert.ok(
          shot.date > member.birthDate && shot.date <= today && shot.date >= (rule.from ?? ''),
          `${member.memberId}: ${shot.vaccine} on ${shot.date}`,
        );
      }
      for (const condition of phr.conditions) assert.ok(condition.onset > member.birthDate, `${member.memberId}: onset ${condition.onset}`);
      const claimsOf = seed.claims.filter((c) => c.memberId === member.memberId);
      // The flu shots on the record are the flu shots the claims show.
      assert.deepEqual(
        phr.immunizations
          .filter((shot) => shot.vaccine === 'Influenza, seasonal')
          .map((shot) => shot.date)
          .sort(),
        claimsOf
          .filter((c) => c.lines.some((l) => l.procedureCode === '90686') && c.serviceDate <= today)
          .map((c) => c.serviceDate)
          .sort(),
      );
      for (const medicine of phr.medications) {
        const fills = claimsOf
          .filter((c) => c.claimType === 'Pharmacy' && c.lines[0]!.description.startsWith(medicine.name.split(' ')[0]!))
          .map((c) => c.serviceDate)
          .sort();
        if (fills.length) assert.equal(medicine.lastFilled, fills.at(-1), `${member.memberId}: ${medicine.name}`);
        if (/Atorvastatin|Lisinopril/.test(medicine.name)) assert.ok(ageOn(member.birthDate) >= 18);
      }
      for (const claim of claimsOf.filter((c) => c.claimType === 'Pharmacy')) {
        assert.ok(
          phr.medications.some((medicine) => claim.lines[0]!.description.startsWith(medicine.name.split(' ')[0]!)),
          `${claim.claimId}: a fill of ${claim.lines[0]!.description}, not on the record`,
        );
      }
      const dates = phr.visits.map((visit) => visit.date);
      assert.deepEqual(dates, [...dates].sort().reverse(), `${member.memberId}: visits newest first`);
    }
  });

  it('the health-record answer lists visits newest first', async () => {
    for (const memberId of [AVA, 'H1000100103']) {
      const res = await as('ava.medical').get(`members/${memberId}/health-record`);
      assert.equal(res.status, 200);
      const dates = (res.json.visits as unknown as { date: string }[]).map((visit) => visit.date);
      assert.ok(dates.length > 1);
      assert.deepEqual(dates, [...dates].sort().reverse());
    }
  });

  it('cost estimates: providers of the right specialty, with the unmet deductible in what the member pays', async () => {
    const spending = await as('ava.medical').get(`members/${AVA}/spending`);
    const unmet = ((spending.json.member as Json).deductible as { inNetwork: { remaining: number } }).inNetwork.remaining;
    assert.ok(unmet > 0, 'Ava has some deductible left this year');
    for (const [code, specialties] of [
      ['73721', ['Radiology', 'Hospital']],
      ['45378', ['Gastroenterology', 'Hospital']],
      ['59400', ['Obstetrics and Gynecology', 'Hospital']],
    ] as const) {
      const res = await as('ava.medical').get(`members/${AVA}/cost-estimates?procedureCode=${code}`);
      assert.equal(res.status, 200, res.text);
      assert.equal(res.json.deductibleRemaining, unmet);
      const estimates = res.json.estimates as unknown as {
        providerName: string;
        specialty: string;
        totalCost: number;
        memberCost: number;
        planPays: number;
        deductibleApplied: number;
      }[];
      assert.ok(estimates.length >= 2, code);
      for (const estimate of estimates) {
        assert.ok((specialties as readonly string[]).includes(specialtyOf(estimate.providerName)!), `${code}: ${estimate.providerName}`);
        assert.equal(estimate.specialty, specialtyOf(estimate.providerName));
        const deductible = Math.min(estimate.totalCost, unmet);
        assert.equal(estimate.deductibleApplied, deductible);
        assert.equal(
          estimate.memberCost,
          Math.round((deductible + (estimate.totalCost - deductible) * 0.2) * 100) / 100,
          `${code} at ${estimate.providerName}`,
        );
        assert.equal(Math.round((estimate.planPays + estimate.memberCost) * 100) / 100, estimate.totalCost);
      }
    }
  });
});

describe('prior authorizations: statuses fit their dates', () => {
  const undecided = ['New Request', 'Under Review'];
  const DAY = 86_400_000;

  it('in the seed: a decision has a decision date and a history that ends with it; an open request is recent, its service ahead', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const auth of seed.priorAuths) {
      const open = undecided.includes(auth.status);
      assert.equal(auth.decisionDate === null, open, `${auth.authId} ${auth.status} decided ${auth.decisionDate}`);
      if (auth.decisionDate) assert.ok(auth.decisionDate >= auth.requestedDate && auth.decisionDate <= today, auth.authId);
      assert.ok(!auth.endDate || auth.endDate >= auth.startDate, `${auth.authId} ends before it starts`);
      const dates = auth.history.map((step) => step.date);
      assert.deepEqual(dates, [...dates].sort(), `${auth.authId}: history in date order`);
      assert.deepEqual(auth.history[0], { date: auth.requestedDate, status: 'New Request', note: auth.history[0]!.note });
      assert.equal(auth.history.at(-1)!.status, auth.status, `${auth.authId}: history ends with the status`);
      if (auth.decisionDate) assert.equal(auth.history.at(-1)!.date, auth.decisionDate);
      if (open) {
        assert.ok(
          Date.now() - new Date(`${auth.requestedDate}T00:00:00Z`).getTime() < 14 * DAY,
          `${auth.authId}: open since ${auth.requestedDate}`,
        );
        assert.ok(auth.startDate > today, `${auth.authId}: an open request for care already given`);
      }
      if (auth.status === 'Not Eligible for Review after Services Rendered') assert.ok(auth.startDate < auth.requestedDate, auth.authId);
      if (auth.status.startsWith('Extension Granted'))
        assert.ok(
          auth.history.some((step) => step.status === 'Approved'),
          `${auth.authId}: an extension of an approval`,
        );
      if (!/^(Approved|Extension Granted|Partial Denial)/.test(auth.status)) assert.equal(auth.unitsApproved, 0, auth.authId);
    }
  });

  it('in the database: a decided status without a decision date, or an open one with it, is refused', async () => {
    const decided = seed.priorAuths.find((auth) => auth.status === 'Approved')!;
    for (const values of [
      { ...decided, authId: 'PA-BAD-1', decisionDate: null },
      { ...decided, authId: 'PA-BAD-2', status: 'Under Review' },
    ]) {
      await assert.rejects(server.sandbox.database.db.insert(priorAuths).values(values), (error: Error & { cause?: Error }) => {
        assert.match(`${error.message} ${error.cause?.message ?? ''}`, /prior_auths_decision_date_check/);
        return true;
      });
    }
  });

  it('in the answers, and Ava still has one in each label colour', async () => {
    const res = await as('ava.medical').get(`members/${AVA}/prior-authorizations?pageSize=50`);
    assert.equal(res.status, 200);
    const list = res.json.authorizations as unknown as { status: string; statusLabelColor: string; decisionDate: string | null }[];
    for (const auth of list) assert.equal(auth.decisionDate === null, undecided.includes(auth.status), auth.status);
    assert.deepEqual(new Set(list.map((auth) => auth.statusLabelColor)), new Set(['green', 'grey', 'purple', 'red']));
  });
});

describe('messages read like an insurer’s and fit the member', () => {
  const memberOf = (memberId: string) => seed.members.find((m) => m.memberId === memberId)!;
  const rightsOf = (memberId: string) =>
    memberOf(memberId).rights as unknown as {
      claims: boolean;
      payBill: boolean;
      pharmacyCenter: boolean;
      rxSavingsSolutions: boolean;
      inpatientMedicalAdmissionRequest: boolean;
      pageIdentifiers: { type: string }[];
      programs: unknown[];
    };

  it('no claim news without the claims right; bills only to those who pay online; pharmacy news from 17; account news to account holders', () => {
    for (const message of seed.messages) {
      const member = memberOf(message.memberId);
      const rights = rightsOf(message.memberId);
      const age = ageOn(member.birthDate);
      if (message.category === 'Claims') {
        assert.ok(rights.claims, `${message.messageId} (${message.subject}) to ${member.memberId}, who has no claims right`);
        const claimId = /\/claim-details\/(\w+)/.exec(message.body)?.[1];
        const claim = seed.claims.find((c) => c.claimId === claimId);
        assert.ok(
          claim && claim.memberId === member.memberId && claim.processedDate,
          `${message.messageId}: about a processed claim of the member`,
        );
        assert.ok(
          message.createdAt.toISOString().slice(0, 10) > claim.processedDate!,
          `${message.messageId}: sent after the claim was processed`,
        );
      }
      if (message.category === 'Billing')
        assert.ok(
          member.isPolicyHolder && (rights.payBill || rights.pageIdentifiers.some((p) => p.type === 'medicarePayment')),
          message.messageId,
        );
      if (message.category === 'Authorizations')
        assert.ok(
          rights.inpatientMedicalAdmissionRequest && seed.priorAuths.some((a) => a.memberId === member.memberId),
          message.messageId,
        );
      if (message.category === 'Pharmacy')
        assert.ok((rights.pharmacyCenter || rights.rxSavingsSolutions) && age >= 17, `${message.messageId} to ${member.memberId} (${age})`);
      if (message.category === 'Account') assert.ok(member.username, `${message.messageId}: account news to a member without an account`);
      assert.ok(message.createdAt.getTime() < Date.now(), `${message.messageId} sent in the future`);
    }
  });

  it('subjects say what each is about: no numbered copies, no subject twice in one inbox', () => {
    const byMember = new Map<string, string[]>();
    for (const message of seed.messages) byMember.set(message.memberId, [...(byMember.get(message.memberId) ?? []), message.subject]);
    for (const [memberId, subjects] of byMember) {
      for (const subject of subjects) assert.doesNotMatch(subject, /\(\d+\)$/, `${memberId}: ${subject}`);
      assert.equal(new Set(subjects).size, subjects.length, `${memberId} has a subject twice`);
    }
    assert.equal(byMember.get('H8000800101')!.length, 150);
  });

  it('the unread ones are the newest, in the numbers of the sandbox README personas table', () => {
    const inbox = (memberId: string) => seed.messages.filter((m) => m.memberId === memberId);
    const ava = inbox(AVA);
    assert.equal(ava.length, 10);
    assert.equal(ava.filter((m) => m.status === 'UNREAD').length, 3);
    const newestFirst = [...ava].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    assert.deepEqual(
      newestFirst.slice(0, 3).map((m) => m.status),
      ['UNREAD', 'UNREAD', 'UNREAD'],
    );
    assert.ok(inbox('H8000800101').every((m) => m.status === 'UNREAD'));
  });
});

describe('bills agree with autopay, whatever the day of the month', () => {
  // A bill is due the day before the month it covers; autopay drafts on the 26th of the month it is
  // due. On the 25th the bill due this month is still to be drafted; from the 26th it is paid.
  const autopayContract = 'H10001001';
  for (const day of ['2026-11-25', '2026-11-26', '2026-11-27', '2026-12-01']) {
    it(`on ${day}: every paid bill was drafted on the 26th, and the one due is drafted after today`, async () => {
      const now = new Date(`${day}T16:00:00Z`);
      const data = await buildSeed(now);
      const autopay = data.memberState.find((s) => s.memberId === AVA && s.key === 'autopay')!.value as {
        enrolled: boolean;
        draftDay: number;
      };
      assert.ok(autopay.enrolled);
      const bills = data.bills.filter((b) => b.contractId === autopayContract);
      const due = bills.filter((b) => b.status === 'Due');
      assert.equal(due.length, 1);
      const draftOf = (dueDate: string) => `${dueDate.slice(0, 7)}-${String(autopay.draftDay).padStart(2, '0')}`;
      assert.ok(
        draftOf(due[0]!.dueDate) >= day,
        `the due bill (${due[0]!.dueDate}) would have been drafted on ${draftOf(due[0]!.dueDate)}, before ${day}`,
      );
      for (const bill of bills.filter((b) => b.status === 'Paid')) {
        const payment = data.payments.find((p) => p.billId === bill.billId)!;
        assert.equal(payment.submittedAt!.toISOString().slice(0, 10), draftOf(bill.dueDate), bill.billId);
        assert.ok(draftOf(bill.dueDate) <= day, `${bill.billId} paid before its draft day`);
      }
    });
  }
});

describe('the newest message stays the same whatever the day of the month', () => {
  // Tests rely on ava's newest message (MSG000001, unread: the update on her newest prior
  // authorization): the payment notice, which follows autopay's draft on the 26th, must not jump ahead
  // of it at the end of a month.
  it('ava’s newest message is the unread authorization update, MSG000001, on any day', async () => {
    for (const day of ['2026-11-10', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01', '2026-12-03']) {
      const data = await buildSeed(new Date(`${day}T16:00:00Z`));
      const [newest] = data.messages.filter((m) => m.memberId === AVA).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      assert.deepEqual([newest!.messageId, newest!.category, newest!.status], ['MSG000001', 'Authorizations', 'UNREAD'], day);
    }
  });
});
