// Public API of @portal/session (a run-time singleton: import only from here).
export { sessionStore } from './session-store';
export type { SessionState, SessionActions, SessionStore, Memberships } from './session-store';
export {
  useSession,
  useIsSignedIn,
  useIsStaff,
  useMemberDisplayName,
  useMemberGreeting,
  useSelectedMemberId,
  selectedMemberId,
} from './hooks';
export { isStaffSession, isStaffToken } from './staff';
export { sessionKeys, keysKeptOnSignOut, readSessionItem, writeSessionItem, clearSessionStorageForSignOut } from './session-storage-keys';
export { registerSingletonInstance, singletonInstanceCounts } from './singleton-instances';
export { openQaHook, registerQaHandles } from './qa-handles';
export type { QaHandles } from './qa-handles';
export { setPortalConfig, getPortalConfig } from './portal-config';
export { startSignIn, buildSignInUrl, createCodeVerifier, codeChallengeS256, signInRedirectUri, oauthStateKey } from './sign-in-redirect';
export { onSignOutReset, resetSessionState, endSession, revokeRefreshToken } from './sign-out';
export { loadProviderMetadata, parseProviderMetadata, ProviderMetadataError } from './provider-metadata';
export type { ProviderMetadata } from './provider-metadata';
export { readTokenClaims, isTokenExpired } from './jwt';
export type { TokenClaims } from './jwt';
export { exchangeAuthorizationCode, getFreshAccessToken, keepSessionAlive } from './token-service';
export { SessionEndedError } from './token-endpoint';
export { IdentityProviderUnavailableError } from './identity-provider-fetch';
export { activityStore, reportActivity, timeoutPhase, msUntilNextPhase, warnAfterMs, signOutAfterWarningMs } from './activity';
export type { TimeoutPhase } from './activity';
export { onSignOutRequested, requestSignOut } from './sign-out-requests';
export type { SignOutRequest } from './sign-out-requests';
export { messageCountStore, totalUnread, messageCountStorageKey } from './message-count-store';
export type { MessageCountEntry, MessageCountState } from './message-count-store';
export { completeSignInReturn, signInUnavailableMessage } from './sign-in-return';
export type { SignInReturnOutcome } from './sign-in-return';
