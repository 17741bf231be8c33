import { authorizationTimeline } from './authorizations.ts';
import { PROVIDERS } from './providers.ts';
import type { SeedRandom } from './random.ts';
import type { SeedData } from './seed-data.ts';

/** Prior authorization statuses per label colour (docs/product/claims-and-care.md#care-authorization-colours); the seed uses every colour. */
const AUTH_SEED: [string, string, string][] = [
  ['Approved', 'Inpatient', 'Knee arthroscopy with meniscectomy'],
  ['New Request', 'Outpatient', 'MRI lumbar spine without contrast'],
  ['Authorization sent to wrong Payor', 'Outpatient', 'Sleep study, attended'],
  ['Denied: Not a Covered Benefit', 'Outpatient', 'Cosmetic blepharoplasty'],
  ['Under Review', 'Inpatient', 'Inpatient rehabilitation admission'],
  ['No PA Required', 'Outpatient', 'Physical therapy evaluation'],
  ['Withdrawn per Member Request', 'Outpatient', 'CT abdomen with contrast'],
  ['Extension Granted per Provider Request', 'Inpatient', 'Skilled nursing facility stay'],
  ['Not Eligible for Review after Services Rendered', 'Outpatient', 'Echocardiogram, complete'],
];

/** Prior authorizations: every label colour for ava; a few for others. */
export function seedPriorAuths(data: SeedData, today: Date, { pick }: SeedRandom): void {
  let authSeq = 5000;
  const authPlan: [string, number][] = [
    ['H1000100101', 9],
    ['H1000100102', 2],
    ['H1000100103', 1],
    ['M4000400101', 3],
    ['B3000300101', 2],
    ['E7000700101', 1],
    ['H8000800101', 1],
  ];
  for (const [memberId, count] of authPlan) {
    for (let i = 0; i < count; i += 1) {
      authSeq += 1;
      const [status, category, service] = AUTH_SEED[(i + memberId.length + (memberId === 'H1000100101' ? 0 : authSeq)) % AUTH_SEED.length]!;
      const unitsRequested = category === 'Inpatient' ? 5 : 12;
      const timeline = authorizationTimeline(status, category, unitsRequested, i, today);
      data.priorAuths.push({
        authId: `PA${today.getUTCFullYear()}${String(authSeq).padStart(6, '0')}`,
        memberId,
        status,
        category,
        service,
        requestingProvider: PROVIDERS[i % 10]![0],
        facility: category === 'Inpatient' ? 'Baptist Health Medical Center' : 'Radiology Associates, P.A.',
        diagnosis: pick([
          'M23.205 Derangement of meniscus, left knee',
          'M54.50 Low back pain',
          'G47.33 Obstructive sleep apnea',
          'I50.9 Heart failure, unspecified',
          'H02.831 Dermatochalasis of right upper eyelid',
        ]),
        unitsRequested,
        // Dates, approved units and history fit the status (src/seed/authorizations.ts).
        ...timeline,
      });
    }
  }
}
