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
  // The pharmacy center refuses members under 17 (SPEC sections 6 and 9).
  'PHA-0001': 'The Pharmacy Center is available to members age 17 and older.',
  // The signed-in contact form (POST contact): the company ID is not the member's plan's.
  'CON-0002': 'This company ID doesn’t match your plan. Check the company ID on your member ID card and try again.',
  // Choosing a primary care provider (PUT members/{memberId}/pcp).
  'UPD-0021': 'Choose a provider from the search results.',
  'UPD-0022': 'This provider cannot be your primary care provider. Choose a doctor marked as a primary care provider.',
  'UPD-0023': 'This provider is not accepting new patients. Choose another provider.',
  // ID cards (SPEC section 8): fax unavailable, replacement refused, renewal delay.
  'IDS-0002': 'The fax service is unavailable right now. Please try again later, or email the card instead.',
  'IDS-0005': 'The fax service is unavailable for that fax number. Check the number and try again, or email the card instead.',
  'IDS-0006': 'Your replacement card cannot be processed online. Please call the customer service number on the back of your card.',
  'IDS-0007': 'Your new cards are on their way: cards ordered recently or during your plan’s renewal can take up to 7 business days to arrive. Please wait before ordering again.',
  // Address updates (SPEC section 2): single-sign-on members, and everyone else who cannot update it here.
  'UPD-0031': 'Please review the Policy Information page to update your address.',
  'UPD-0032': 'Please contact your employer or the state to update your address information.',
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
