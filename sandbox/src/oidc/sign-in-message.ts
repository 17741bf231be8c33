// What the sign-in pages say when they refuse something: not a catalogue of its own. The codes, their
// words and their HTTP statuses are the one error catalogue's (@portal/contracts/error-catalogue,
// README.md#layout); this only writes an entry the way the pages show it.
import { codedErrors, type CodedError, type CodedErrorCode } from '@portal/contracts/error-catalogue';

/**
 * "LOG-0014: The username or password you entered is incorrect." for the sign-in pages: the code and
 * the words of the one error catalogue, as the portal shows them, and an optional sentence about this
 * case ("You have 2 attempts remaining.").
 */
export function coded(code: CodedErrorCode, extra = ''): string {
  return `${code}: ${codedErrors[code].message}${extra ? ` ${extra}` : ''}`;
}

/** The HTTP status a sign-in page answers a coded refusal with: the catalogue's (LOG-0016 is 422). */
export function signInStatus(code: CodedErrorCode): number {
  const entry: CodedError = codedErrors[code];
  return entry.status ?? 400;
}
