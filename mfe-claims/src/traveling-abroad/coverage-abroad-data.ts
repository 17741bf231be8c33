// Coverage abroad (sandbox README: members/{memberId}/coverage-abroad): the worldwide program's name,
// phone numbers and website, and the steps to follow when getting care outside the country.
import { apiCalls, apiRequest } from '@portal/api-client';

export interface CoverageAbroad {
  covered: boolean;
  programName: string;
  phone: string;
  collectPhone: string;
  website: string;
  steps: string[];
}

export const coverageAbroadData = {
  details: (memberId: string, signal: AbortSignal) =>
    apiRequest<CoverageAbroad>(apiCalls.coverageAbroad, { params: { memberId }, signal, optOutOfErrorDialog: true }),
};

/**
 * A phone number to read and to dial: "18008106577" shows as 1-800-810-6577 and dials +18008106577;
 * ten digits get the US country code. Anything else is shown as given, with no link.
 */
export function phoneNumberParts(raw: string): { text: string; href: string | null } {
  const digits = raw.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return { text: raw, href: null };
  return { text: `1-${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`, href: `tel:+1${national}` };
}
