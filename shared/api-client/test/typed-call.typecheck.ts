// Checked by `pnpm typecheck`, never run: every call site of callApi is checked against the OpenAPI
// document. Each @ts-expect-error below must stay an error; when the types stop catching the mistake,
// the unused directive fails the typecheck.
import { apiCalls, callApi, memberCall, messageCenterCall, type CallAnswer } from '@portal/api-client';

const claims = memberCall('GET', 'members/{memberId}/claims', 'BP-NFA-100');
const claim = memberCall('GET', 'members/{memberId}/claims/{claimId}', 'BP-NFA-100');
const messageCount = messageCenterCall('GET', '{memberId}/messages/count', 'BP-NFA-0233');
const payment = memberCall('POST', 'members/{memberId}/payments', 'BP-NFA-100');

export async function typedCallSites(signal: AbortSignal): Promise<void> {
  const list = await callApi(claims, { params: { memberId: 'M1' }, signal });
  const first: string | undefined = list.claims[0]?.claimId;
  // @ts-expect-error: the answer has no such field
  void list.claimz;
  // @ts-expect-error: the claim detail needs its claimId
  await callApi(claim, { params: { memberId: 'M1' } });
  // @ts-expect-error: path parameters are required
  await callApi(claims);
  // @ts-expect-error: a query parameter the route does not take
  await callApi(claims, { params: { memberId: 'M1' }, query: { notAFilter: 1 } });
  const count: CallAnswer<typeof messageCount> = await callApi(messageCount, { params: { memberId: 'M1' } });
  // @ts-expect-error: a body of the wrong shape
  await callApi(payment, { params: { memberId: 'M1' }, body: { amount: 'ten dollars' } });
  void first;
  void count;
}

// A call a remote makes is declared in the remote's api.ts: @portal/api-client keeps no copy of it.
// @ts-expect-error: no longer one of @portal/api-client's calls
export const remoteOwnCall = apiCalls.pharmacy;
// The calls the shell and the remotes share stay @portal/api-client's own.
export const sharedCall = apiCalls.userSettings;
