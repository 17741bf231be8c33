// The session's calls: whether the system is available (the outage check), and the user's settings
// (the greeting). Both are declared in @portal/api-client (the landing page reads the availability
// too) with errors: 'caller', since the portal goes on without either answer.
import { apiCalls, callApi, type CallAnswer } from '@portal/api-client';

export type SystemAvailability = CallAnswer<typeof apiCalls.systemAvailability>;
export type StoredUserSettings = CallAnswer<typeof apiCalls.userSettings>;

export const loadSystemAvailability = (signal: AbortSignal): Promise<SystemAvailability> =>
  callApi(apiCalls.systemAvailability, { signal });

export const loadUserSettings = (userId: string, signal: AbortSignal): Promise<StoredUserSettings> =>
  callApi(apiCalls.userSettings, { params: { userId }, signal });
