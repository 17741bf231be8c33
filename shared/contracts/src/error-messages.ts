// What the portal shows for a failure (docs/product/errors-and-messages.md#errors-dialog): the generic messages keyed by HTTP status or
// condition, and the coded messages of the one error catalogue (error-catalogue.ts, shared with the
// member API), with the rule that picks between them.
import { codedErrors, isCodedErrorCode, type CodedErrorCode } from './error-catalogue';

export {
  codedErrors,
  callErrorCodes,
  codedErrorFamilies,
  isCallErrorCode,
  isCodedErrorCode,
  triesRemainingSentence,
} from './error-catalogue';
export type { CallErrorCode, CodedError, CodedErrorCode, ErrorCode } from './error-catalogue';

export type GenericMessageKey =
  | 'event'
  | '400'
  | '401'
  | '403'
  | '404'
  | '422'
  | '429'
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
  // Throttled public calls (the member API answers 429 LOG-0013 with Retry-After: docs/security.md).
  '429': 'You’ve tried that too many times. Please wait a few minutes and try again.',
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

/**
 * What a failure means for the member: the coded message of the service's code when the catalogue
 * has it, else the generic message for the answer's status (docs/product/errors-and-messages.md#errors-dialog).
 */
export function memberMessage(serviceCode: unknown, key: GenericMessageKey): string {
  return isCodedErrorCode(serviceCode) ? codedMessages[serviceCode] : genericMessages[key];
}

/** The default error code of a call that names none (docs/product/data-and-calls.md#calls-bases). */
export const defaultCallErrorCode = 'BP-NFA-100';

/**
 * The coded messages of docs/product/errors-and-messages.md#errors-dialog, code to the member's words: the one catalogue
 * (error-catalogue.ts), which the member API sends from too. A code missing here is not a coded
 * message the portal knows: it shows the generic message of the answer's status.
 */
export const codedMessages: Readonly<Record<CodedErrorCode, string>> = Object.fromEntries(
  Object.entries(codedErrors).map(([code, entry]) => [code, entry.message]),
) as Record<CodedErrorCode, string>;

export type PortalErrorCode = CodedErrorCode;

/** Messages the portal shows without an error code (guidance rather than a failure of a call). */
export const guidanceMessages = {
  /** A partner or external-app handoff whose new window the browser blocked (like EOB-0002 for documents). */
  handoffPopupBlocked:
    'Your browser blocked the partner site from opening in a new window. Please allow pop-ups for this site and try again.',
} as const;

/** The error dialog's text when there is no message (docs/product/errors-and-messages.md#errors-dialog); "contact us" is a link. */
export const errorDialogFallback = {
  before: 'An error occurred, please refresh and try again. If the issue continues, ',
  link: 'contact us',
  after: '.',
} as const;
