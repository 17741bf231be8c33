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
