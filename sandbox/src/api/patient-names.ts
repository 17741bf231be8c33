import type { MemberRow } from './access.ts';

/** Each member's full name by member id: the patient names of a claims or authorizations list. */
export const patientNames = (list: MemberRow[]) => new Map(list.map((m) => [m.memberId, `${m.firstName} ${m.lastName}`]));

/** Whose a listed claim or authorization is: the patient's member id and name (empty when not in the list's names). */
export const patientOf = (memberId: string, names: Map<string, string>) => ({ memberId, patientName: names.get(memberId) ?? '' });
