// A FHIR patient's name as members read it, through the portal's one name formatter (SPEC section 5),
// and a patient's age.
import type { FhirPatient } from '@portal/api-client/fhir-coverage';
import { formatPersonName } from '@portal/ui';

export function patientName(patient: Pick<FhirPatient, 'name'>): string {
  const name = patient.name?.[0];
  if (!name) return '';
  return name.text ? formatPersonName(name.text) : formatPersonName(...(name.given ?? []), name.family);
}

/** Whole years of age on `today` (a birthday today counts). */
export function ageOn(birthDate: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const hadBirthday = today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (hadBirthday ? 0 : 1);
}
