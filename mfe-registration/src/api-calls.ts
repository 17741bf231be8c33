// The member API calls only this remote makes (issue 23: endpoints live with the remote that owns
// them; docs/remote-manifest.md). The mechanism (apiRequest, the ApiCall shape, the error handling)
// is @portal/api-client's; the calls the shell, the session and the rights make stay there too.
import type { ApiCall } from '@portal/api-client';

const member = (method: ApiCall['method'], path: string, errorCode: string, extra: Partial<ApiCall> = {}): ApiCall => ({
  method,
  path,
  base: 'member',
  errorCode,
  authenticated: true,
  errors: 'dialog',
  ...extra,
});

export const registrationCalls = {
  register: member('POST', 'public/users', 'BP-NFA-003', { authenticated: false }),
  // Registration and account recovery (signed out): the pages show every failure in
  // place, next to the field or at the top of the form, so these never raise the error dialog.
  verifyMember: member('POST', 'public/registration/verify-member', 'BP-NFA-003', { authenticated: false, errors: 'caller' }),
  usernameAvailability: member('GET', 'public/registration/username-availability', 'BP-NFA-003', { authenticated: false, errors: 'caller' }),
  recoverUsername: member('POST', 'public/account-recovery/username', 'BP-NFA-100', { authenticated: false, errors: 'caller' }),
  requestRecoveryPasscode: member('POST', 'public/account-recovery/password/passcode', 'BP-NFA-100', { authenticated: false, errors: 'caller' }),
  verifyRecoveryPasscode: member('POST', 'public/account-recovery/password/verify', 'BP-NFA-100', { authenticated: false, errors: 'caller' }),
  resetForgottenPassword: member('POST', 'public/account-recovery/password/reset', 'BP-NFA-100', { authenticated: false, errors: 'caller' }),
} as const satisfies Record<string, ApiCall>;
