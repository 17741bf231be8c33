// Names as members read them: title-cased per word (SPEC section 5), "Mary-Jane O'Neil" stays readable.
import type { FhirPatient } from '@portal/api-client/fhir-coverage';

export function titleCaseName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/(^|[\s\-'])(\p{L})/gu, (_match, boundary: string, letter: string) => boundary + letter.toUpperCase())
    .replace(/\s+/g, ' ');
}

export function patientName(patient: Pick<FhirPatient, 'name'>): string {
  const name = patient.name?.[0];
  if (!name) return '';
  const full = name.text ?? [...(name.given ?? []), name.family ?? ''].join(' ');
  return titleCaseName(full);
}

/** Whole years of age on `today` (a birthday today counts). */
export function ageOn(birthDate: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const hadBirthday = today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (hadBirthday ? 0 : 1);
}
