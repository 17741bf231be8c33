// A FHIR patient's name as members read it, through the portal's one name formatter (docs/product/claims-and-care.md#care-coverage-retention).
import type { FhirPatient } from '@portal/api-client/fhir-coverage';
import { formatPersonName } from '@portal/ui';

export function patientName(patient: Pick<FhirPatient, 'name'>): string {
  const name = patient.name?.[0];
  if (!name) return '';
  return name.text ? formatPersonName(name.text) : formatPersonName(...(name.given ?? []), name.family);
}
