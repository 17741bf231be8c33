// The member API calls only this remote makes (issue 23: endpoints live with the remote that owns
// them; docs/remote-manifest.md). The mechanism (apiRequest, the ApiCall shape, the error handling)
// is @portal/api-client's; the calls the shell, the session and the rights make stay there too.
import { memberCall, type ApiCall } from '@portal/api-client';

const member = memberCall;

export const claimsCalls = {
  // Data calls the screens and the dashboard cards need (the sandbox README lists them); default error code (SPEC section 7).
  claims: member('GET', 'members/{memberId}/claims', 'BP-NFA-100'),
  spending: member('GET', 'members/{memberId}/spending', 'BP-NFA-100'),
  // Claim details (service lines, appeal deadline, eobUrl) and the health reimbursement account.
  claimDetails: member('GET', 'members/{memberId}/claims/{claimId}', 'BP-NFA-100'),
  healthReimbursementAccount: member('GET', 'members/{memberId}/hra', 'BP-NFA-100'),
  primaryCareProvider: member('GET', 'members/{memberId}/pcp', 'BP-NFA-100'),
  // Care and Policy pages of mfe-claims (prior authorizations, PCP, find care, health record, abroad).
  priorAuthorizations: member('GET', 'members/{memberId}/prior-authorizations', 'BP-NFA-100'),
  priorAuthorization: member('GET', 'members/{memberId}/prior-authorizations/{authId}', 'BP-NFA-100'),
  providers: member('GET', 'providers', 'BP-NFA-100'),
  // Refusals (UPD-0021..0023) come back coded; the PCP page explains them itself.
  choosePrimaryCareProvider: member('PUT', 'members/{memberId}/pcp', 'BP-NFA-100', { errors: 'caller' }),
  findCare: member('GET', 'members/{memberId}/find-care', 'BP-NFA-100'),
  costEstimates: member('GET', 'members/{memberId}/cost-estimates', 'BP-NFA-100'),
  healthRecord: member('GET', 'members/{memberId}/health-record', 'BP-NFA-100'),
  coverageAbroad: member('GET', 'members/{memberId}/coverage-abroad', 'BP-NFA-100'),
  // Everyone on the user's contracts, adult dependents too (who the claims and coverage pages name).
  familyRoster: member('GET', 'users/{userId}/dependents', 'BP-NFA-100'),
} as const satisfies Record<string, ApiCall>;
