// Public API of @portal/session (a run-time singleton: import only from here).
export { sessionStore, type SessionState, type SessionActions, type SessionStore, type Memberships } from './session-store';
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
export { openQaHook, registerQaHandles, type QaHandles } from './qa-handles';
export { setPortalConfig, getPortalConfig } from './portal-config';
export { startSignIn, buildSignInUrl, createCodeVerifier, codeChallengeS256, signInRedirectUri, oauthStateKey } from './sign-in-redirect';
export { onSignOutReset, resetSessionState, endSession, revokeRefreshToken } from './sign-out';
export { loadProviderMetadata, parseProviderMetadata, ProviderMetadataError, type ProviderMetadata } from './provider-metadata';
export { readTokenClaims, isTokenExpired, type TokenClaims } from './jwt';
export { exchangeAuthorizationCode, getFreshAccessToken, keepSessionAlive } from './token-service';
export { SessionEndedError } from './token-endpoint';
export { IdentityProviderUnavailableError } from './identity-provider-fetch';
export {
  activityStore,
  reportActivity,
  timeoutPhase,
  msUntilNextPhase,
  warnAfterMs,
  signOutAfterWarningMs,
  type TimeoutPhase,
} from './activity';
export { onSignOutRequested, requestSignOut, type SignOutRequest } from './sign-out-requests';
export {
  messageCountStore,
  totalUnread,
  messageCountStorageKey,
  type MessageCountEntry,
  type MessageCountState,
} from './message-count-store';
export { completeSignInReturn, signInUnavailableMessage, type SignInReturnOutcome } from './sign-in-return';
