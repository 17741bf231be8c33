// The personal health record (members/{memberId}/health-record): the member's own, or a dependent's
// for the policyholder until the dependent turns 18. The page shows a failure in place (errors: 'caller').
import { callApi, memberCall, type CallAnswer } from '@portal/api-client';

const healthRecordCall = memberCall('GET', 'members/{memberId}/health-record', 'BP-NFA-100', { errors: 'caller' });

export type HealthRecord = CallAnswer<typeof healthRecordCall>;

type Entry = Record<string, unknown>;

export const healthRecordData = {
  record: (memberId: string, signal: AbortSignal) => callApi(healthRecordCall, { params: { memberId }, signal }),
};

/** A text field of a record entry; entries come as loose objects, so anything else reads as empty. */
export function entryText(entry: Entry, key: string): string {
  const value = entry[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
