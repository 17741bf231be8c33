import { MEDICATIONS, type Medication } from './clinical.ts';
import { ageOn } from './dates.ts';

/**
 * A medical member's conditions and the medicines for them, fitting the age: Ava's
 * allergies and cholesterol, childhood asthma for dependents from 7, blood pressure from 65.
 */
export function healthProfile(
  member: { memberId: string; birthDate: string; isPolicyHolder: boolean },
  today: Date,
): {
  conditions: { name: string; onset: string; status: string }[];
  medications: Medication[];
} {
  const year = today.getUTCFullYear();
  if (member.memberId === 'H1000100101') {
    return {
      conditions: [
        { name: 'Seasonal allergic rhinitis', onset: `${year - 6}-04-01`, status: 'active' },
        { name: 'Hyperlipidemia', onset: `${year - 3}-09-15`, status: 'active' },
      ],
      medications: [MEDICATIONS.atorvastatin, MEDICATIONS.fluticasone],
    };
  }
  const age = ageOn(member.birthDate, today);
  const atAge = (years: number, monthDay: string) => `${Number(member.birthDate.slice(0, 4)) + years}-${monthDay}`;
  const asthma = !member.isPolicyHolder && age >= 7;
  const hypertension = age >= 65;
  return {
    conditions: [
      ...(asthma ? [{ name: 'Mild intermittent asthma', onset: atAge(6, '03-01'), status: 'active' }] : []),
      ...(hypertension ? [{ name: 'Essential hypertension', onset: atAge(58, '06-15'), status: 'active' }] : []),
    ],
    medications: [...(asthma ? [MEDICATIONS.albuterol] : []), ...(hypertension ? [MEDICATIONS.lisinopril] : [])],
  };
}
