import type { MemberRow } from './access.ts';

/** Each member's full name by member id: the patient names of a claims or authorizations list. */
export const patientNames = (list: MemberRow[]) => new Map(list.map((m) => [m.memberId, `${m.firstName} ${m.lastName}`]));
