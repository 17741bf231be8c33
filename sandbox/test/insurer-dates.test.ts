import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it, mock } from 'node:test';
import { firstOfNextMonth, insurerToday } from '../src/seed/dates.ts';
import { api, keyedApi, signIn, startServer, type TestServer } from './helpers.ts';

// A date the member API records or promises is the day in Central time, the insurer's (README, dates:
// "a timestamp is never cut at its UTC date"). At 8 p.m. Central UTC is already on the next day, and on
// a month's last evening in the next month.

/** 8 p.m. Central on the last day of March 2026 (daylight time, UTC-5): 01:00 UTC on April 1. */
const marchEvening = new Date('2026-04-01T01:00:00Z');
/** 8 p.m. Central on New Year's Eve 2026 (standard time, UTC-6): 02:00 UTC on January 1, 2027. */
const newYearsEve = new Date('2027-01-01T02:00:00Z');

describe('today in Central time', () => {
  it('is still today at 8 p.m. Central, in daylight and in standard time', () => {
    assert.equal(insurerToday(marchEvening), '2026-03-31');
    assert.equal(insurerToday(newYearsEve), '2026-12-31');
    assert.equal(insurerToday(new Date('2026-04-01T05:00:00Z')), '2026-04-01');
  });

  it('the first of next month follows the Central month, across a year end', () => {
    assert.equal(firstOfNextMonth(insurerToday(marchEvening)), '2026-04-01');
    assert.equal(firstOfNextMonth(insurerToday(newYearsEve)), '2027-01-01');
    assert.equal(firstOfNextMonth('2026-01-31'), '2026-02-01');
  });
});

describe('dates the member API records, with the clock at 8 p.m. Central on March 31', () => {
  const AVA = 'H1000100101';
  let server: TestServer;
  let token: string;
  before(async () => {
    server = await startServer();
    token = (await signIn(server.base, 'ava.medical')).access_token;
  });
  after(async () => {
    await server.close();
  });
  afterEach(() => {
    mock.timers.reset();
  });

  // Only Date is faked, and to a moment before the access token expires, so the token stays valid.
  const atMarchEvening = () => mock.timers.enable({ apis: ['Date'], now: marchEvening });

  it('autopay is enrolled on March 31, not April 1', async () => {
    atMarchEvening();
    const res = await keyedApi(server.base, token).put(`members/${AVA}/autopay`, {
      enrolled: true,
      method: 'card',
      cardNumber: '4111111111111111',
      cardExpiry: '12/29',
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.enrolledOn, '2026-03-31');
  });

  it('a primary care provider chosen that evening takes effect on April 1, not May 1', async () => {
    const search = await api(server.base, token).get('providers?pcpOnly=true&acceptingNewPatients=true');
    const providerId = String((search.json.providers as { providerId: string }[])[0]!.providerId);
    atMarchEvening();
    const res = await api(server.base, token).put(`members/${AVA}/pcp`, { providerId });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.effectiveDate, '2026-04-01');
  });
});
