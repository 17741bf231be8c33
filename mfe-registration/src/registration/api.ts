// The registration's calls (signed out): verify the member, check a username, create the account.
// The pages show every failure in place, next to the field or at the top of the form, so none of
// these raises the error dialog (errors: 'caller').
import { callApi, memberCall, type CallAnswer, type CallBody } from '@portal/api-client';

const calls = {
  verifyMember: memberCall('POST', 'public/registration/verify-member', 'BP-NFA-003', { authenticated: false, errors: 'caller' }),
  usernameAvailability: memberCall('GET', 'public/registration/username-availability', 'BP-NFA-003', {
    authenticated: false,
    errors: 'caller',
  }),
  register: memberCall('POST', 'public/users', 'BP-NFA-003', { authenticated: false, errors: 'caller' }),
};

/**
 * The member API's answer to verify-member, as the registration draft keeps it. `registrationToken`
 * (the proof that this person passed the identity step, valid 30 minutes, sent by the username check)
 * is optional here, where the answer always has it: a draft saved before the API gave one lacks it.
 */
export type VerifiedMember = Omit<CallAnswer<typeof calls.verifyMember>, 'verified' | 'registrationToken'> & { registrationToken?: string };

export type MemberIdentityRequest = CallBody<typeof calls.verifyMember>;
export type RegistrationRequest = CallBody<typeof calls.register>;

export const verifyMember = (identity: MemberIdentityRequest) => callApi(calls.verifyMember, { body: identity });

export const checkUsername = (username: string, registrationToken: string) =>
  callApi(calls.usernameAvailability, { query: { username, registrationToken } });

export const register = (request: RegistrationRequest) => callApi(calls.register, { body: request });
