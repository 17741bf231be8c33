// The error catalogue of SPEC section 8, in one place: generic messages keyed by HTTP status or
// condition, and the coded messages the portal itself raises.

export type GenericMessageKey =
  | 'event'
  | '400'
  | '401'
  | '403'
  | '404'
  | '422'
  | '500'
  | '503'
  | 'default'
  | 'timeout'
  | 'UNAUTHORIZED_ERROR'
  | 'UNHANDLED_ERROR';

export const genericMessages: Readonly<Record<GenericMessageKey, string>> = {
  event: 'We couldn’t reach our systems. Please check your internet connection and try again.',
  '400': 'Something went wrong with that request. Please check the information and try again.',
  '401': 'You must be signed in to do that. Please sign in and try again.',
  '403': 'You don’t have permission to view this information.',
  '404': 'We had a problem processing your request. Please try again.',
  '422': 'An error occurred. We’re working on a fix. Please try again later.',
  '500': 'An error occurred. We’re working on a fix. Please try again later.',
  default: 'An error occurred. We’re working on a fix. Please try again later.',
  '503': 'The Member Portal is down for scheduled maintenance. Please try again later.',
  timeout: 'Your session timed out because of inactivity. Please sign in again.',
  UNAUTHORIZED_ERROR: 'Your sign-in is missing or no longer valid. Please sign in again.',
  UNHANDLED_ERROR: 'There was an error communicating with our server. Please try again.',
};

/** The key of the generic message for an HTTP status (anything unlisted uses "default"). */
export function genericMessageKeyForStatus(status: number): GenericMessageKey {
  const key = String(status);
  return key in genericMessages ? (key as GenericMessageKey) : 'default';
}

/** The default error code of a call that names none (SPEC section 7). */
export const defaultCallErrorCode = 'BP-NFA-100';

/** Coded messages the portal raises itself. */
export const codedMessages = {
  'OAU-0001': 'For your security, please sign in again.',
  'EOB-0001': 'There was an error loading this document. Please try again.',
  'EOB-0002': 'Your browser blocked the document from opening. Please allow pop-ups for this site and try again.',
  'FRM-0002': 'This request was blocked for security reasons.',
  'FRM-0003': 'This document is not available right now.',
} as const;

export type PortalErrorCode = keyof typeof codedMessages;

/** Messages the portal shows without an error code (guidance rather than a failure of a call). */
export const guidanceMessages = {
  /** A partner or external-app handoff whose new window the browser blocked (like EOB-0002 for documents). */
  handoffPopupBlocked: 'Your browser blocked the partner site from opening in a new window. Please allow pop-ups for this site and try again.',
} as const;

/** The error dialog's text when there is no message (SPEC section 8); "contact us" is a link. */
export const errorDialogFallback = {
  before: 'An error occurred, please refresh and try again. If the issue continues, ',
  link: 'contact us',
  after: '.',
} as const;
