// The personal health record (sandbox README: members/{memberId}/health-record): the member's own, or a
// dependent's for the policyholder until the dependent turns 18 (SPEC sections 6 and 9).
import { apiRequest } from '@portal/api-client';
import { claimsCalls } from '../api-calls';

type Entry = Record<string, unknown>;

export interface HealthRecord {
  memberId: string;
  name: string;
  birthDate: string;
  conditions: Entry[];
  medications: Entry[];
  allergies: Entry[];
  immunizations: Entry[];
  visits: Entry[];
}

export const healthRecordData = {
  record: (memberId: string, signal: AbortSignal) =>
    apiRequest<HealthRecord>(claimsCalls.healthRecord, { params: { memberId }, signal, optOutOfErrorDialog: true }),
};

/** A text field of a record entry; entries come as loose objects, so anything else reads as empty. */
export function entryText(entry: Entry, key: string): string {
  const value = entry[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
