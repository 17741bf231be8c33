// Coverage abroad (sandbox README: members/{memberId}/coverage-abroad): the worldwide program's name,
// phone numbers and website, and the steps to follow when getting care outside the country.
import { apiRequest } from '@portal/api-client';
import { claimsCalls } from '../api-calls';

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
    apiRequest<CoverageAbroad>(claimsCalls.coverageAbroad, { params: { memberId }, signal, optOutOfErrorDialog: true }),
};
