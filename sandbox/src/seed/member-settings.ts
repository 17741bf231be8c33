import type { Rights } from './rights.ts';
import { accumulatorsOf } from '../claims/accumulators.ts';
import { planBenefitsOf } from '../claims/benefits.ts';
import { immunizationsFor } from './clinical.ts';
import { addDays, isoDate } from './dates.ts';
import type { healthProfile } from './health-profile.ts';
import type { SeedData } from './seed-data.ts';

/** Per-member state: preferences, notification settings, accumulators, the health record and the primary care provider. */
export function seedMemberSettings(data: SeedData, profiles: Map<string, ReturnType<typeof healthProfile>>, today: Date): void {
  const year = today.getUTCFullYear();
  for (const member of data.members) {
    const state = (stateKey: string, value: unknown) => data.memberState.push({ memberId: member.memberId, key: stateKey, value });
    state('preferences', {
      paperlessEob: true,
      memberNotifications: true,
      annualBenefitLetter: false,
      preferredContactMethod: 'email',
      hideTermedDependents: false,
      language: 'en-us',
    });
    state('notificationSettings', {
      topics: [
        { topic: 'claims', label: 'Claim updates', email: true, text: false },
        { topic: 'authorizations', label: 'Prior authorization updates', email: true, text: true },
        { topic: 'payments', label: 'Payment reminders', email: true, text: false },
        { topic: 'wellness', label: 'Health and wellness tips', email: false, text: false },
        { topic: 'messages', label: 'New messages in the message center', email: true, text: false },
      ],
    });
    if (member.contractType === 'Medical' || member.contractType === 'Dental') {
      // Summed from the decided claims of the plan year: the member's, and the family's on the same plan.
      const family = data.members
        .filter((m) => m.contractId === member.contractId && m.contractType === member.contractType)
        .map((m) => m.memberId);
      state('accumulators', accumulatorsOf(member.memberId, family, data.claims, planBenefitsOf(member), year, isoDate(today)));
    }
    if (member.contractType === 'Medical') {
      // The record fits the member's age (src/seed/clinical.ts) and the claims: medicines last filled
      // when the pharmacy claims say, the flu shots of the claims, visits newest first.
      const profile = profiles.get(member.memberId) ?? { conditions: [], medications: [] };
      const memberClaims = data.claims
        .filter((c) => c.memberId === member.memberId)
        .sort((a, b) => b.serviceDate.localeCompare(a.serviceDate));
      const lastFill = (drug: string) =>
        memberClaims.find((c) => c.claimType === 'Pharmacy' && c.lines[0]?.description === drug)?.serviceDate;
      state('phr', {
        conditions: profile.conditions,
        medications: profile.medications.map((m) => ({
          name: m.name,
          directions: m.directions,
          lastFilled: lastFill(m.drug.name) ?? isoDate(addDays(today, -30)),
        })),
        allergies: member.memberId === 'H1000100101' ? [{ substance: 'Penicillin', reaction: 'Hives', severity: 'moderate' }] : [],
        immunizations: immunizationsFor(
          member.birthDate,
          today,
          memberClaims.filter((c) => c.lines.some((l) => l.procedureCode === '90686')).map((c) => c.serviceDate),
        ),
        visits: memberClaims
          .filter((c) => c.claimType === 'Medical')
          .slice(0, 6)
          .map((c) => ({ date: c.serviceDate, provider: c.providerName, reason: c.lines[0]?.description ?? '' })),
      });
      // Gia has not chosen a primary care provider yet, so the dashboard prompts her to.
      if (member.rights && (member.rights as unknown as Rights).choosePrimaryCareProvider && member.memberId !== 'E7000700101') {
        state('pcp', { providerId: member.memberId === 'H1000100103' ? 'PRV1003' : 'PRV1001', effectiveDate: member.origEffDate });
      }
    }
  }
}
