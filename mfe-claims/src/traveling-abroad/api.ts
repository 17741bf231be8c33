// Coverage abroad (members/{memberId}/coverage-abroad): the worldwide program's name, phone numbers and
// website, and the steps to follow when getting care outside the country. The section shows a failure
// in place (errors: 'caller').
import { callApi, memberCall, type CallAnswer } from '@portal/api-client';

const coverageAbroadCall = memberCall('GET', 'members/{memberId}/coverage-abroad', 'BP-NFA-100', { errors: 'caller' });

export type CoverageAbroad = CallAnswer<typeof coverageAbroadCall>;

export const coverageAbroadData = {
  details: (memberId: string, signal: AbortSignal) => callApi(coverageAbroadCall, { params: { memberId }, signal }),
};
