import { codedErrors, type CodedErrorCode } from '@portal/contracts/error-catalogue';

/**
 * "LOG-0014: The username or password you entered is incorrect." for the sign-in pages: the code and
 * the words of the one error catalogue (@portal/contracts/error-catalogue), as the portal shows them,
 * and an optional sentence about this case ("You have 2 attempts remaining.").
 */
export function coded(code: CodedErrorCode, extra = ''): string {
  return `${code}: ${codedErrors[code].message}${extra ? ` ${extra}` : ''}`;
}
