import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { codedErrors } from '@portal/contracts/error-catalogue';
import { SIGN_IN_LOCK_MS } from '../src/auth/sign-in-lock.ts';
import { THROTTLE_RULES, ThrottlePolicy } from '../src/auth/throttle-policy.ts';
import { Throttle, UnknownUsernameFailures } from '../src/state.ts';
import { members, users } from '../src/db/schema.ts';
import { api, beginSignIn, latestPasscode, PASSWORD, pkcePair, signIn, startServer, type TestServer } from './helpers.ts';

// Public endpoints that resist abuse (docs/README.md): failed identity checks and sends are throttled per address and per identity,
// successes never count, and the answers do not tell who is a member or has an account.

let server: TestServer;

before(async () => {
  server = await startServer();
});
after(async () => {
  await server.close();
});
beforeEach(async () => {
  await server.reset();
});

const pub = () => api(server.base);
const RAE = { memberId: 'REG000001', ssnLast4: '4321', firstName: 'Rae', lastName: 'Newman', dateOfBirth: '1990-05-20' };
const DAN_MEMBER_ID = 'M4000400101';

async function seededMember(memberId: string) {
  const { buildSeed } = await import('../src/seed/data.ts');
  return (await buildSeed()).members.find((m) => m.memberId === memberId)!;
}

/** A 429 that says when to come back (Retry-After, seconds) and, for the member API, why (LOG-0013). */
function assertThrottled(res: { status: number; headers: Headers }, maxSeconds: number, body?: Record<string, unknown>) {
  assert.equal(res.status, 429);
  const retryAfter = Number(res.headers.get('retry-after'));
  assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= maxSeconds, `Retry-After ${res.headers.get('retry-after')}`);
  if (body) {
    assert.equal(body.code, 'LOG-0013');
    assert.match(String(body.message), /Too many attempts/);
  }
}

/** The member API answer, checked as a throttle refusal. */
function assertApiThrottled(res: { status: number; headers: Headers; json: Record<string, unknown> }, maxSeconds: number) {
  assertThrottled(res, maxSeconds, res.json);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('failed identity checks from one address', () => {
  it('a burst of wrong SSN last 4 at verify-member gets 429 before the 40th', async () => {
    let firstRefusal = 0;
    for (let i = 1; i <= 40 && !firstRefusal; i += 1) {
      const res = await pub().post('public/registration/verify-member', { ...RAE, ssnLast4: String(1000 + i) });
      if (res.status === 429) {
        firstRefusal = i;
        assertApiThrottled(res, THROTTLE_RULES.memberMatchFailuresPerAddress.windowMs / 1000);
      } else {
        assert.equal(res.json.code, 'REG-0004');
      }
    }
    assert.ok(firstRefusal > 0 && firstRefusal < 40, `refused at attempt ${firstRefusal}`);
    const right = await pub().post('public/registration/verify-member', RAE);
    assert.equal(right.status, 429, 'the address waits, even with the right details');
  });

  it('wrong passwords across usernames get 429 before the 40th, on the sign-in page', async () => {
    const { challenge } = pkcePair();
    const { browser, interaction } = await beginSignIn(server.base, challenge);
    let firstRefusal = 0;
    for (let i = 1; i <= 40 && !firstRefusal; i += 1) {
      const username = i % 2 ? `nobody.${i}` : ['eve.basic', 'cara.group', 'ben.dental', 'hal.inbox'][i % 4]!;
      const res = await browser.post(`${interaction}/login`, { username, password: `Wrong#${i}pass` });
      if (res.status === 429) {
        firstRefusal = i;
        assertThrottled(res, THROTTLE_RULES.identityFailuresPerAddress.windowMs / 1000);
        assert.match(await res.text(), /role="alert"[^>]*>LOG-0013: Too many attempts/);
      } else {
        await res.text();
      }
    }
    assert.ok(firstRefusal > 0 && firstRefusal < 40, `refused at attempt ${firstRefusal}`);
  });

  it('POST /sandbox/reset clears every throttle', async () => {
    for (let i = 0; i < THROTTLE_RULES.memberMatchFailuresPerIdentity.limit; i += 1) {
      await pub().post('public/registration/verify-member', { ...RAE, ssnLast4: '0000' });
    }
    assert.equal((await pub().post('public/registration/verify-member', RAE)).status, 429);
    assert.equal((await fetch(`${server.base}/sandbox/reset`, { method: 'POST' })).status, 200);
    assert.equal((await pub().post('public/registration/verify-member', RAE)).status, 200);
  });
});

describe('successful attempts never count', () => {
  it('many right answers in a row: member details, passwords and passcodes', async () => {
    for (let i = 0; i < THROTTLE_RULES.memberMatchFailuresPerAddress.limit + 5; i += 1) {
      assert.equal((await pub().post('public/registration/verify-member', RAE)).status, 200);
    }
    const { challenge } = pkcePair();
    const { browser, interaction } = await beginSignIn(server.base, challenge);
    for (let i = 0; i < THROTTLE_RULES.signInFailuresPerUsername.limit + 2; i += 1) {
      assert.equal((await browser.post(`${interaction}/login`, { username: 'eve.basic', password: PASSWORD })).status, 303);
    }
    // Full sign-ins, each sending a passcode: more than the send limit per account, all fine, because
    // a passcode that is used is forgiven (the e2e suite signs in hundreds of times from 127.0.0.1).
    for (let i = 0; i < THROTTLE_RULES.passcodeSendsPerAccount.limit + 2; i += 1) {
      assert.ok((await signIn(server.base, 'gia.employee')).access_token);
    }
  });
});

describe('one answer for "no such member" and "already has an account"', () => {
  it('verify-member and register answer both the same way', async () => {
    const ava = await seededMember('H1000100101');
    const avaDetails = {
      memberId: ava.memberId,
      ssnLast4: ava.ssnLast4,
      firstName: ava.firstName,
      lastName: ava.lastName,
      dateOfBirth: ava.birthDate,
    };
    const nobody = { ...avaDetails, memberId: 'H9999999999' };
    const account = {
      username: 'newperson1',
      password: 'Welcome#2026',
      email: 'new@example.com',
      mobilePhone: '5015551201',
      termsAccepted: true,
    };
    const answers = [
      await pub().post('public/registration/verify-member', avaDetails),
      await pub().post('public/registration/verify-member', nobody),
      await pub().post('public/users', { ...avaDetails, ...account }),
      await pub().post('public/users', { ...nobody, ...account }),
    ];
    for (const res of answers) {
      assert.equal(res.status, 404, res.text);
      assert.deepEqual(res.json, answers[0]!.json);
    }
    assert.equal(answers[0]!.json.code, 'REG-0004');
    // The one catalogue's words (@portal/contracts/error-catalogue), as the portal shows them.
    assert.equal(answers[0]!.json.message, codedErrors['REG-0004'].message);
  });

  it('a Medicare member also needs the MBI last 4, with the same answer when it is missing or wrong', async () => {
    const dan = await seededMember(DAN_MEMBER_ID);
    // Dan has an account in the seed: unlink it so that his plan is open to registration.
    await server.sandbox.database.db.update(members).set({ username: null }).where(eq(members.memberId, DAN_MEMBER_ID));
    server.sandbox.state.generation += 1;
    const details = {
      memberId: dan.memberId,
      ssnLast4: dan.ssnLast4,
      firstName: dan.firstName,
      lastName: dan.lastName,
      dateOfBirth: dan.birthDate,
    };
    const missing = await pub().post('public/registration/verify-member', details);
    const wrong = await pub().post('public/registration/verify-member', { ...details, mbiLast4: '9Z9Z' });
    for (const res of [missing, wrong]) {
      assert.equal(res.status, 404);
      assert.equal(res.json.code, 'REG-0004');
    }
    assert.deepEqual(missing.json, wrong.json);
    const right = await pub().post('public/registration/verify-member', { ...details, mbiLast4: dan.mbiLast4!.toLowerCase() });
    assert.equal(right.status, 200, right.text);
    assert.equal(right.json.memberId, DAN_MEMBER_ID);
  });

  it('an unknown username and a wrong password take the same time at sign-in (medians within 20 %)', async () => {
    const { challenge } = pkcePair();
    const { browser, interaction } = await beginSignIn(server.base, challenge);
    const { db } = server.sandbox.database;
    const timedLogin = async (username: string) => {
      const started = performance.now();
      const res = await browser.post(`${interaction}/login`, { username, password: 'Wrong#2026x' });
      const elapsed = performance.now() - started;
      assert.equal(res.status, 401);
      assert.match(await res.text(), /LOG-0014/);
      return elapsed;
    };
    const unknown: number[] = [];
    const wrongPassword: number[] = [];
    // One warm-up each, then interleaved runs, so that load on the machine hits both alike.
    for (let round = -1; round < 9; round += 1) {
      const a = await timedLogin(`nobody.${randomBytes(4).toString('hex')}`);
      const b = await timedLogin('eve.basic');
      // Keep eve.basic below the lock (3 failures) and the per-username limit.
      await db.update(users).set({ failedSignIns: 0 }).where(eq(users.username, 'eve.basic'));
      if (round % 4 === 3) server.sandbox.state.throttle.clear();
      if (round >= 0) {
        unknown.push(a);
        wrongPassword.push(b);
      }
    }
    const [mUnknown, mWrong] = [median(unknown), median(wrongPassword)];
    console.log(`sign-in, median of ${unknown.length}: unknown username ${mUnknown.toFixed(0)} ms, wrong password ${mWrong.toFixed(0)} ms`);
    assert.ok(
      Math.abs(mUnknown - mWrong) <= 0.2 * Math.max(mUnknown, mWrong),
      `unknown ${mUnknown.toFixed(0)} ms vs wrong password ${mWrong.toFixed(0)} ms`,
    );
  });
});

describe('the lock after three failed sign-ins does not tell who has an account', () => {
  /** Status and alert text of a sign-in page answer. */
  async function answerOf(res: Response): Promise<string> {
    const alert = /role="alert"[^>]*>([^<]*)</.exec(await res.text());
    return `${res.status} ${alert?.[1] ?? ''}`;
  }

  async function failFourTimes(username: string): Promise<string[]> {
    const { browser, interaction } = await beginSignIn(server.base, pkcePair().challenge);
    const answers: string[] = [];
    for (let i = 1; i <= 4; i += 1)
      answers.push(await answerOf(await browser.post(`${interaction}/login`, { username, password: `Wrong#${i}pass` })));
    return answers;
  }

  /** The answer without the clock time the lock ends at (the two locks start a moment apart). */
  const withoutClockTime = (answer: string) => answer.replace(/after \d{1,2}:\d{2} [ap]\.m\. Central/, 'after (time) Central');

  it('answers an unknown username as an account: LOG-0014 twice, LOG-0018 at the third, LOG-0015 after', async () => {
    const existing = await failFourTimes('lee.locked');
    const unknown = await failFourTimes('nobody.locked');
    assert.deepEqual(
      existing.map((a) => a.slice(0, 12)),
      ['401 LOG-0014', '401 LOG-0014', '423 LOG-0018', '423 LOG-0015'],
    );
    assert.match(existing[3]!, /You can try again after \d{1,2}:\d{2} [ap]\.m\. Central\.$/);
    assert.deepEqual(
      unknown.map(withoutClockTime),
      existing.map(withoutClockTime),
      'the 1st to 4th answers, status and text, are the same',
    );
    // Still "locked" in a later sign-in, like the account.
    const [later] = await failFourTimes('nobody.locked');
    assert.equal(withoutClockTime(later!), withoutClockTime(existing[3]!));
  });

  it("ends an unknown username's lock when an account's would end, and keeps it until then", async () => {
    await failFourTimes('nobody.expiring');
    const records = server.sandbox.state.unknownUsernameFailures;
    const almostHalfAnHourAgo = new Date(Date.now() - SIGN_IN_LOCK_MS + 60_000);
    records.set('nobody.expiring', {
      ...records.get('nobody.expiring'),
      lockedAt: almostHalfAnHourAgo,
      lastFailedSignInAt: almostHalfAnHourAgo,
    });
    const [stillLocked] = await failFourTimes('nobody.expiring');
    assert.match(stillLocked!, /^423 LOG-0015/);
    const overHalfAnHourAgo = new Date(Date.now() - SIGN_IN_LOCK_MS - 1000);
    records.set('nobody.expiring', {
      ...records.get('nobody.expiring'),
      lockedAt: overHalfAnHourAgo,
      lastFailedSignInAt: overHalfAnHourAgo,
    });
    // Under the per-username limit again (it counts every failure, locked or not).
    server.sandbox.state.throttle.clear();
    const answers = await failFourTimes('nobody.expiring');
    assert.deepEqual(
      answers.map((a) => a.slice(0, 12)),
      ['401 LOG-0014', '401 LOG-0014', '423 LOG-0018', '423 LOG-0015'],
    );
  });

  it("keeps an unknown username's lock while other names fill the memory, forgetting only records that no longer matter", () => {
    const records = new UnknownUsernameFailures();
    const now = new Date();
    const old = new Date(now.getTime() - SIGN_IN_LOCK_MS - 1000);
    records.set('locked.name', { failedSignIns: 3, lastFailedSignInAt: now, lockedAt: now }, now);
    for (let i = 0; i < UnknownUsernameFailures.MAX_USERNAMES + 10; i += 1)
      records.set(`stale.${i}`, { failedSignIns: 1, lastFailedSignInAt: old, lockedAt: null }, now);
    assert.equal(records.get('locked.name', now).lockedAt, now);
  });

  it("forgets the unknown username's failures at POST /sandbox/reset, as the reset unlocks accounts", async () => {
    await failFourTimes('nobody.reset');
    assert.equal((await fetch(`${server.base}/sandbox/reset`, { method: 'POST' })).status, 200);
    const [first] = await failFourTimes('nobody.reset');
    assert.match(first!, /^401 LOG-0014/);
  });

  it('a locked account spends the same scrypt work as a wrong password (medians within 20 %)', async () => {
    const { db } = server.sandbox.database;
    await failFourTimes('lee.locked');
    const { browser, interaction } = await beginSignIn(server.base, pkcePair().challenge);
    const timed = async (username: string, expected: string) => {
      const started = performance.now();
      const res = await browser.post(`${interaction}/login`, { username, password: 'Wrong#2026x' });
      const elapsed = performance.now() - started;
      assert.match(await answerOf(res), new RegExp(`^${expected}`));
      return elapsed;
    };
    const locked: number[] = [];
    const wrongPassword: number[] = [];
    // One warm-up each, then interleaved runs, so that load on the machine hits both alike.
    for (let round = -1; round < 9; round += 1) {
      const a = await timed('lee.locked', '423 LOG-0015');
      const b = await timed('eve.basic', '401 LOG-0014');
      // Keep eve.basic below the lock and both below the per-username limit.
      await db.update(users).set({ failedSignIns: 0 }).where(eq(users.username, 'eve.basic'));
      if (round % 4 === 3) server.sandbox.state.throttle.clear();
      if (round >= 0) {
        locked.push(a);
        wrongPassword.push(b);
      }
    }
    const [mLocked, mWrong] = [median(locked), median(wrongPassword)];
    console.log(`sign-in, median of ${locked.length}: locked account ${mLocked.toFixed(0)} ms, wrong password ${mWrong.toFixed(0)} ms`);
    assert.ok(
      Math.abs(mLocked - mWrong) <= 0.2 * Math.max(mLocked, mWrong),
      `locked ${mLocked.toFixed(0)} ms vs wrong password ${mWrong.toFixed(0)} ms`,
    );
  });
});

describe('forgot username and recovery passcodes answer a match and no match alike', () => {
  async function seededUser(username: string) {
    const { buildSeed } = await import('../src/seed/data.ts');
    return (await buildSeed()).users.find((u) => u.username === username)!;
  }
  const outbox = async (to: string) =>
    (await (await fetch(`${server.base}/sandbox/outbox?to=${encodeURIComponent(to)}`)).json()) as { body: string }[];

  it('forgot username: the same 200 and body for every request; only a match sends the username', async () => {
    const cara = await seededUser('cara.group');
    for (const [field, value] of [
      ['email', cara.email],
      ['mobilePhone', cara.phone],
    ] as const) {
      const match = await pub().post('public/account-recovery/username', {
        [field]: value,
        dateOfBirth: cara.birthDate,
        memberId: 'B3000300101',
      });
      const noMatch = [
        { [field]: value, dateOfBirth: '1901-01-01' },
        { [field]: field === 'email' ? 'nobody@example.com' : '5015550000', dateOfBirth: cara.birthDate },
        { [field]: value, dateOfBirth: cara.birthDate, memberId: 'H1000100101' },
      ];
      assert.equal(match.status, 200, match.text);
      assert.match(String(match.json.message), /^If the details match an account, we sent its username/);
      for (const body of noMatch) {
        const res = await pub().post('public/account-recovery/username', body);
        assert.equal(res.status, 200, JSON.stringify(body));
        assert.deepEqual(res.json, match.json, JSON.stringify(body));
      }
      const sent = await outbox(value);
      assert.equal(sent.length, 1, `one username sent to ${field}`);
      assert.match(sent[0]!.body, /cara\.group/);
      await server.reset();
    }
  });

  it('recovery passcode: the same 200 and body shape; a decoy id then answers as a passcode nobody knows', async () => {
    const hal = await seededUser('hal.inbox');
    const match = await pub().post('public/account-recovery/password/passcode', {
      username: 'hal.inbox',
      dateOfBirth: hal.birthDate,
      channel: 'email',
    });
    const others = [
      await pub().post('public/account-recovery/password/passcode', {
        username: 'nobody.here',
        dateOfBirth: hal.birthDate,
        channel: 'email',
      }),
      await pub().post('public/account-recovery/password/passcode', { username: 'hal.inbox', dateOfBirth: '1901-01-01', channel: 'email' }),
    ];
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const res of [match, ...others]) {
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(Object.keys(res.json).sort(), ['message', 'recoveryId']);
      assert.equal(res.json.message, match.json.message);
      assert.match(String(res.json.recoveryId), uuid);
    }
    assert.match(String(match.json.message), /^If the username and date of birth match an account, we sent a passcode/);
    assert.equal((await outbox(hal.email)).length, 1, 'only the match sent a passcode');

    // Wrong codes for the real id and for a decoy: the same answers, down to the end of the attempts.
    const sent = await latestPasscode(server.base, hal.email);
    const wrong = sent === '000000' ? '111111' : '000000';
    const tries = async (recoveryId: unknown) => {
      const answers: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await pub().post('public/account-recovery/password/verify', { recoveryId, passcode: wrong });
        answers.push(`${res.status} ${String(res.json.code)} ${String(res.json.message)}`);
      }
      return answers;
    };
    const real = await tries(match.json.recoveryId);
    assert.match(real[0]!, /^400 LOG-0010 .*2 tries remaining/);
    assert.deepEqual(await tries(others[0]!.json.recoveryId), real);
    assert.deepEqual(await tries(others[1]!.json.recoveryId), real);
  });

  it('counts details that match no account as failed identity checks of the address', async () => {
    const cara = await seededUser('cara.group');
    // 8 + 8 failures here (under the per-address send limits of both calls) ...
    for (let i = 0; i < 8; i += 1) {
      assert.equal(
        (await pub().post('public/account-recovery/username', { email: `nobody${i}@example.com`, dateOfBirth: cara.birthDate })).status,
        200,
      );
      assert.equal(
        (
          await pub().post('public/account-recovery/password/passcode', {
            username: `nobody.${i}`,
            dateOfBirth: cara.birthDate,
            channel: 'email',
          })
        ).status,
        200,
      );
    }
    // ... leave room for 14 more failed identity checks from the address, here wrong passwords.
    const { browser, interaction } = await beginSignIn(server.base, pkcePair().challenge);
    const limit = THROTTLE_RULES.identityFailuresPerAddress.limit;
    for (let i = 1; i <= limit - 16; i += 1) {
      const res = await browser.post(`${interaction}/login`, { username: `stranger.${i}`, password: 'Wrong#2026' });
      assert.equal(res.status, 401, `sign-in failure ${i}`);
      await res.text();
    }
    const refused = await browser.post(`${interaction}/login`, { username: 'stranger.last', password: 'Wrong#2026' });
    assertThrottled(refused, THROTTLE_RULES.identityFailuresPerAddress.windowMs / 1000);
    // And the recovery calls wait too, with the same 429.
    assertApiThrottled(
      await pub().post('public/account-recovery/username', { email: cara.email, dateOfBirth: cara.birthDate }),
      THROTTLE_RULES.identityFailuresPerAddress.windowMs / 1000,
    );
    assertApiThrottled(
      await pub().post('public/account-recovery/password/passcode', {
        username: 'cara.group',
        dateOfBirth: cara.birthDate,
        channel: 'email',
      }),
      THROTTLE_RULES.identityFailuresPerAddress.windowMs / 1000,
    );
  });
});

describe('security answers', () => {
  async function recoveryToken(username: string): Promise<string> {
    const { buildSeed } = await import('../src/seed/data.ts');
    const user = (await buildSeed()).users.find((u) => u.username === username)!;
    const start = await pub().post('public/account-recovery/password/passcode', {
      username,
      dateOfBirth: user.birthDate,
      channel: 'email',
    });
    const mail = (await (await fetch(`${server.base}/sandbox/outbox?to=${username}@example.com`)).json()) as { body: string }[];
    const code = /\b(\d{6})\b/.exec(mail[0]!.body)![1]!;
    const verify = await pub().post('public/account-recovery/password/verify', { recoveryId: start.json.recoveryId, passcode: code });
    return String(verify.json.recoveryToken);
  }

  it('say how many tries remain, and the third wrong answer ends the recovery attempt', async () => {
    const token = await recoveryToken('lee.locked');
    const wrong = { recoveryToken: token, answer1: 'Spot', answer2: 'Little Rock', newPassword: 'Another#2027' };
    const first = await pub().post('public/account-recovery/password/reset', wrong);
    assert.equal(first.status, 400);
    assert.equal(first.json.code, 'FOR-0003');
    assert.match(String(first.json.message), /You have 2 tries remaining/);
    assert.equal(first.json.attemptsRemaining, 2, 'the count is in the body too, for the portal to say in its own words');
    assert.deepEqual(
      (first.json.validationErrors as unknown as { field: string }[]).map((e) => e.field),
      ['answer1'],
    );
    const second = await pub().post('public/account-recovery/password/reset', wrong);
    assert.match(String(second.json.message), /You have 1 try remaining/);
    assert.equal(second.json.attemptsRemaining, 1);
    const third = await pub().post('public/account-recovery/password/reset', wrong);
    // The request is gone after the third wrong answer, as when it expires: one answer, 404 FOR-0004.
    assert.equal(third.status, 404);
    assert.equal(third.json.code, 'FOR-0004');
    assert.match(String(third.json.message), /start again/i);
    const right = await pub().post('public/account-recovery/password/reset', { ...wrong, answer1: 'Rover' });
    assert.equal(right.status, 404, 'the token is gone, even with the right answers');
    assert.equal(right.json.code, 'FOR-0004');
  });
});

describe('sends count every attempt', () => {
  const contact = (email: string) => ({
    firstName: 'Pat',
    lastName: 'Visitor',
    email,
    phoneNumber: '5015550199',
    companyId: '001',
    comments: 'Question',
    bestTimeToReach: 'Morning',
    bestDayToReach: 'Monday',
  });

  it('the public contact form, per email and per address', async () => {
    const { limit: perEmail } = THROTTLE_RULES.contactMessagesPerEmail;
    for (let i = 0; i < perEmail; i += 1) assert.equal((await pub().post('public/contact', contact('pat@example.com'))).status, 201);
    assertApiThrottled(
      await pub().post('public/contact', contact('pat@example.com')),
      THROTTLE_RULES.contactMessagesPerEmail.windowMs / 1000,
    );
    const { limit: perAddress } = THROTTLE_RULES.contactMessagesPerAddress;
    for (let i = perEmail; i < perAddress; i += 1)
      assert.equal((await pub().post('public/contact', contact(`pat${i}@example.com`))).status, 201);
    assertApiThrottled(
      await pub().post('public/contact', contact('someone.else@example.com')),
      THROTTLE_RULES.contactMessagesPerAddress.windowMs / 1000,
    );
  });

  it('forgot username, per email', async () => {
    const { buildSeed } = await import('../src/seed/data.ts');
    const cara = (await buildSeed()).users.find((u) => u.username === 'cara.group')!;
    const body = { email: cara.email, dateOfBirth: cara.birthDate };
    for (let i = 0; i < THROTTLE_RULES.usernameRemindersPerDestination.limit; i += 1)
      assert.equal((await pub().post('public/account-recovery/username', body)).status, 200);
    assertApiThrottled(
      await pub().post('public/account-recovery/username', body),
      THROTTLE_RULES.usernameRemindersPerDestination.windowMs / 1000,
    );
  });

  it('username availability, per username', async () => {
    // The same username in different letter cases, asked under two registrations (each has its own limit too).
    const spelling = (i: number) => [...'takenname'].map((c, k) => ((i >> k) & 1 ? c.toUpperCase() : c)).join('') + '1';
    const tokens = [await registrationToken(), await registrationToken()];
    const check = (i: number) =>
      pub().get(`public/registration/username-availability?username=${spelling(i)}&registrationToken=${tokens[i % 2]}`);
    for (let i = 0; i < THROTTLE_RULES.usernameChecksPerUsername.limit; i += 1) assert.equal((await check(i)).status, 200);
    assertApiThrottled(await check(255), THROTTLE_RULES.usernameChecksPerUsername.windowMs / 1000);
  });

  it('username availability, per registration', async () => {
    const token = await registrationToken();
    const check = (i: number) => pub().get(`public/registration/username-availability?username=freename${i}&registrationToken=${token}`);
    for (let i = 0; i < THROTTLE_RULES.usernameChecksPerRegistration.limit; i += 1) assert.equal((await check(i)).status, 200);
    assertApiThrottled(await check(999), THROTTLE_RULES.usernameChecksPerRegistration.windowMs / 1000);
  });

  it('account-recovery passcodes, per account', async () => {
    const { buildSeed } = await import('../src/seed/data.ts');
    const hal = (await buildSeed()).users.find((u) => u.username === 'hal.inbox')!;
    const body = { username: 'hal.inbox', dateOfBirth: hal.birthDate, channel: 'email' };
    for (let i = 0; i < THROTTLE_RULES.passcodeSendsPerAccount.limit; i += 1)
      assert.equal((await pub().post('public/account-recovery/password/passcode', body)).status, 200);
    assertApiThrottled(
      await pub().post('public/account-recovery/password/passcode', body),
      THROTTLE_RULES.passcodeSendsPerAccount.windowMs / 1000,
    );
  });
});

/** The proof verify-member gives a person it verified (Rae Newman, who has no account yet). */
async function registrationToken(): Promise<string> {
  const res = await pub().post('public/registration/verify-member', RAE);
  assert.equal(res.status, 200, res.text);
  return String(res.json.registrationToken);
}

describe('username availability tells only a person registration has verified', () => {
  it('answers a live registration token from verify-member, and refuses none, an unknown or an expired one', async () => {
    const noToken = await pub().get('public/registration/username-availability?username=ava.medical');
    assert.deepEqual([noToken.status, noToken.json.code], [400, 'REG-0008']);
    assert.equal(noToken.json.available, undefined);
    const unknown = await pub().get('public/registration/username-availability?username=ava.medical&registrationToken=made-up-token');
    assert.deepEqual([unknown.status, unknown.json.code, unknown.json.message], [403, 'REG-0010', codedErrors['REG-0010'].message]);
    const token = await registrationToken();
    const free = await pub().get(`public/registration/username-availability?username=raenewman90&registrationToken=${token}`);
    assert.deepEqual([free.status, free.json.available, free.json.valid], [200, true, true]);
    const entry = server.sandbox.state.registrationTokens.get(token)!;
    entry.expiresAt = Date.now() - 1;
    const expired = await pub().get(`public/registration/username-availability?username=raenewman90&registrationToken=${token}`);
    assert.deepEqual([expired.status, expired.json.code], [403, 'REG-0010'], 'an expired token, even for a URL answered before');
  });
});

describe('failed identity checks from one address, sustained over a day', () => {
  it('refuses the address once 100 failures fall within 24 hours, though no 15 minutes held 30', () => {
    const policy = new ThrottlePolicy(new Throttle(24 * 60 * 60_000));
    const checks = [['identityFailuresPerAddress', '203.0.113.50']] as const;
    const { sustained } = THROTTLE_RULES.identityFailuresPerAddress;
    assert.ok(sustained, 'the rule has a day-long window');
    let now = Date.UTC(2026, 0, 5, 8);
    // 20 failures every 16 minutes: each quarter hour stays under 30.
    for (let failures = 0; failures < sustained.limit; failures += 1) {
      if (failures > 0 && failures % 20 === 0) now += 16 * 60_000;
      assert.equal(policy.retryAfterSeconds(checks, now), 0, `failure ${failures + 1} is allowed`);
      policy.record(checks, now);
    }
    now += 16 * 60_000;
    const wait = policy.retryAfterSeconds(checks, now);
    assert.ok(wait > 60 * 60, `the address waits hours, not minutes (${wait} s)`);
    assert.equal(policy.retryAfterSeconds([['identityFailuresPerAddress', '203.0.113.51']], now), 0, 'another address is not held back');
  });
});
