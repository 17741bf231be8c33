// The notice banner's call: the user notice, declared in @portal/api-client (the landing page reads
// it too) with errors: 'caller', since without the notice the portal works as usual.
import { apiCalls, callApi, type CallAnswer } from '@portal/api-client';

export type UserNotice = CallAnswer<typeof apiCalls.userNotice>;

export const loadUserNotice = (): Promise<UserNotice> => callApi(apiCalls.userNotice);
