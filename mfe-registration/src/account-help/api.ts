// Account recovery's calls (signed out): the username by email or phone, and the password by a
// one-time passcode, the security questions and a new password. The pages show every failure in
// place, so none of these raises the error dialog (errors: 'caller').
import { callApi, memberCall, type CallBody } from '@portal/api-client';

const calls = {
  recoverUsername: memberCall('POST', 'public/account-recovery/username', 'BP-NFA-100', { authenticated: false, errors: 'caller' }),
  requestRecoveryPasscode: memberCall('POST', 'public/account-recovery/password/passcode', 'BP-NFA-100', {
    authenticated: false,
    errors: 'caller',
  }),
  verifyRecoveryPasscode: memberCall('POST', 'public/account-recovery/password/verify', 'BP-NFA-100', {
    authenticated: false,
    errors: 'caller',
  }),
  resetForgottenPassword: memberCall('POST', 'public/account-recovery/password/reset', 'BP-NFA-100', {
    authenticated: false,
    errors: 'caller',
  }),
};

export const recoverUsername = (request: CallBody<typeof calls.recoverUsername>) => callApi(calls.recoverUsername, { body: request });

export const requestRecoveryPasscode = (request: CallBody<typeof calls.requestRecoveryPasscode>) =>
  callApi(calls.requestRecoveryPasscode, { body: request });

export const verifyRecoveryPasscode = (request: CallBody<typeof calls.verifyRecoveryPasscode>) =>
  callApi(calls.verifyRecoveryPasscode, { body: request });

export const resetForgottenPassword = (request: CallBody<typeof calls.resetForgottenPassword>) =>
  callApi(calls.resetForgottenPassword, { body: request });
