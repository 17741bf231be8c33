import type * as s from '../db/schema.ts';
import { adjudicateClaims, type ClaimStatus, type ClaimToDecide, type DecidedClaim, type ServiceLine } from '../claims/adjudication.ts';
import { planBenefitsOf } from '../claims/benefits.ts';
import {
  DENTAL_PROCEDURES,
  fitsDay,
  MEDICAL_PROCEDURES,
  type Procedure,
  primaryCareFits,
  SPECIALTIES_BY_SETTING,
  VISION_PROCEDURES,
} from './clinical.ts';
import { addDays, ageOn, isoDate } from './dates.ts';
import type { healthProfile } from './health-profile.ts';
import { PROVIDERS, type ProviderSpec } from './providers.ts';
import type { SeedRandom } from './random.ts';
import type { Insert, SeedData } from './seed-data.ts';

type MemberInsert = Insert<typeof s.members>;
type ClaimDraft = {
  claim: Omit<Insert<typeof s.claims>, 'lines' | 'billedCents' | 'allowedCents' | 'planPaidCents' | 'memberOweCents'>;
  decide: ClaimToDecide;
};

const DECIDED_CLAIM_STATUSES = ['Processed', 'Processed', 'Processed', 'Processed', 'Processed', 'Denied', 'Adjusted'];

function cents(n: number): number {
  return Math.round(n);
}

/**
 * Claims: ava's family gets many; everyone else with claims rights gets a handful. Each member's
 * visits are spread over the year before today (or before the plan ended), the latest a few days
 * to a few weeks ago, so members' latest visits fall on different days; one person's visits on
 * different plans (a dental checkup, an eye exam) never fall on the same day. The claims are drawn
 * here and decided after, by the plan's benefits, in service-date order (src/claims/adjudication.ts).
 */
const claimPlan: [string, number][] = [
  ['H1000100101', 20],
  ['H1000100102', 7],
  ['H1000100103', 6],
  ['H2000200101', 6],
  ['D2000200201', 4],
  ['V2000200301', 2],
  ['B3000300101', 6],
  ['M4000400101', 9],
  ['A5000500101', 3],
  ['H6000600102', 4],
  ['E7000700101', 5],
  ['H8000800101', 4],
  ['B9000900101', 5],
  ['H1101100101', 3],
];
/** How many days before today (or the plan's end) each member's latest visit was. */
const latestVisitDaysBack: Record<string, number> = {
  H1000100101: 4,
  H1000100102: 9,
  H1000100103: 23,
  H2000200101: 17,
  D2000200201: 12,
  V2000200301: 41,
  B3000300101: 6,
  M4000400101: 3,
  A5000500101: 27,
  H6000600102: 11,
  E7000700101: 19,
  H8000800101: 33,
  B9000900101: 8,
  H1101100101: 15,
};
const YEAR_OF_CARE_DAYS = 340;

/** What drawing the claims shares: the members, their health profiles, the visit days taken, the drafts so far. */
interface ClaimDrawing {
  memberById: Map<string, MemberInsert>;
  profiles: Map<string, ReturnType<typeof healthProfile>>;
  today: Date;
  random: SeedRandom;
  visitDaysByPerson: Map<string, Set<string>>;
  drafts: ClaimDraft[];
  claimSeq: number;
}

/**
 * The services of one visit and who gave them: a refill of a medicine on the member's record, or a
 * visit (or test) with what goes with it; null when nothing the plan covers fits that day.
 */
function visitOf(
  drawing: ClaimDrawing,
  member: MemberInsert,
  memberId: string,
  isPharmacy: boolean,
  age: number,
  serviceDate: Date,
  given: Map<string, Date[]>,
): { services: ServiceLine[]; provider: ProviderSpec } | null {
  const { rnd, pick, between } = drawing.random;
  const services: ServiceLine[] = [];
  let provider: ProviderSpec;
  const medicines = drawing.profiles.get(memberId)?.medications ?? [];
  if (isPharmacy && medicines.length > 0) {
    // A refill of a medicine on the member's health record, at the pharmacy's contracted price.
    const { drug } = pick(medicines);
    services.push({ procedureCode: 'NDC', description: drug.name, billedCents: drug.price, allowedCents: drug.price });
    provider = PROVIDERS[19]!;
  } else {
    const catalogue =
      member.contractType === 'Dental' ? DENTAL_PROCEDURES : member.contractType === 'Vision' ? VISION_PROCEDURES : MEDICAL_PROCEDURES;
    const fits = (procedure: Procedure) => fitsDay(procedure, age, serviceDate, given, catalogue);
    const fitting = catalogue.filter((procedure) => !procedure.accompanies && fits(procedure));
    // Nothing the plan covers fits that day (a vision plan's yearly exam and lenses both done): no claim.
    if (fitting.length === 0) return null;
    // One visit (or test) per claim, with the services of the same setting that go with it.
    const procedures = [pick(fitting)];
    const extras = fitting.filter(
      (procedure) => procedure.setting === procedures[0]!.setting && !procedure.once && procedure !== procedures[0],
    );
    for (let n = between(1, 3) - 1; n > 0 && extras.length > 0; n -= 1)
      procedures.push(extras.splice(Math.floor(rnd() * extras.length), 1)[0]!);
    // What goes with the chosen services (a vaccine's giving, an exam's lenses and the lenses' frames).
    for (let added = true; added;) {
      const companions = catalogue.filter(
        (procedure) =>
          procedure.accompanies &&
          !procedures.includes(procedure) &&
          procedures.some((chosen) => chosen.code === procedure.accompanies) &&
          fits(procedure),
      );
      procedures.push(...companions);
      added = companions.length > 0;
    }
    for (const procedure of procedures) given.set(procedure.code, [...(given.get(procedure.code) ?? []), serviceDate]);
    for (const procedure of procedures) {
      // The network's allowed amount: a discount off what the provider billed.
      services.push({
        procedureCode: procedure.code,
        description: procedure.description,
        billedCents: procedure.price,
        allowedCents: cents(procedure.price * (0.55 + rnd() * 0.25)),
      });
    }
    const specialties = SPECIALTIES_BY_SETTING[procedures[0]!.setting];
    provider =
      member.contractType === 'Dental'
        ? PROVIDERS[14]!
        : member.contractType === 'Vision'
          ? PROVIDERS[15]!
          : pick(
              PROVIDERS.filter(
                ([, specialty]) =>
                  specialties.includes(specialty) && (procedures[0]!.setting !== 'primary care' || primaryCareFits(specialty, age)),
              ),
            );
  }
  return { services, provider };
}

/** One member's claims, newest first, the visits spaced over a year of care with some days either way. */
function drawMemberClaims(drawing: ClaimDrawing, memberId: string, count: number): void {
  const { memberById, today, visitDaysByPerson } = drawing;
  const member = memberById.get(memberId);
  if (!member) throw new Error(`seed: unknown member ${memberId}`);
  const anchor = member.isActive ? today : new Date(`${member.covTermDate}T00:00:00Z`);
  const person = `${member.firstName} ${member.lastName} ${member.birthDate}`;
  const personDays = visitDaysByPerson.get(person) ?? new Set<string>();
  visitDaysByPerson.set(person, personDays);
  // Newest first, the visits spaced over a year of care with some days either way.
  const spacing = Math.floor((YEAR_OF_CARE_DAYS - (latestVisitDaysBack[memberId] ?? 5)) / count);
  let daysBack = latestVisitDaysBack[memberId] ?? 5;
  // The member's procedures so far by code, so yearly and seasonal care is not repeated too soon.
  const given = new Map<string, Date[]>();
  for (let i = 0; i < count; i += 1) {
    drawing.claimSeq += 1;
    if (i > 0) daysBack += Math.max(3, spacing + drawing.random.between(-Math.floor(spacing / 3), Math.floor(spacing / 3)));
    while (personDays.has(isoDate(addDays(anchor, -daysBack)))) daysBack += 1;
    const serviceDate = addDays(anchor, -daysBack);
    // Only what fits the patient on the day of service (src/seed/clinical.ts).
    const age = ageOn(member.birthDate, serviceDate);
    const isPharmacy = member.contractType === 'Medical' && i % 4 === 3 && (drawing.profiles.get(memberId)?.medications.length ?? 0) > 0;
    // A claim is decided about two weeks after the service (processedDate below), so only claims of
    // the last 16 days are still pending: never one from months ago, and none on an ended plan.
    const status = (
      today.getTime() - serviceDate.getTime() < 16 * 86_400_000 ? 'Pending' : drawing.random.pick(DECIDED_CLAIM_STATUSES)
    ) as ClaimStatus;
    const visit = visitOf(drawing, member, memberId, isPharmacy, age, serviceDate, given);
    if (!visit) continue;
    const { services, provider } = visit;
    personDays.add(isoDate(serviceDate));
    const pending = status === 'Pending';
    const providerIndex = PROVIDERS.indexOf(provider);
    const claimId = `${serviceDate.getUTCFullYear()}${String(drawing.claimSeq).padStart(8, '0')}`;
    drawing.drafts.push({
      claim: {
        claimId,
        memberId,
        claimType: isPharmacy ? 'Pharmacy' : member.contractType,
        status,
        serviceDate: isoDate(serviceDate),
        receivedDate: isoDate(addDays(serviceDate, 3)),
        processedDate: pending ? null : isoDate(addDays(serviceDate, 14)),
        providerName: provider[0],
        providerNpi: String(1457300000 + providerIndex * 7919),
        hasEob: !pending,
      },
      decide: { claimId, memberId, serviceDate: isoDate(serviceDate), status, services },
    });
  }
}

/** Each plan's claims decided together (the family's deductible and out-of-pocket are shared), in service-date order. */
function decideClaims(data: SeedData, memberById: Map<string, MemberInsert>, drafts: ClaimDraft[]): void {
  const plans = new Map<string, typeof drafts>();
  for (const draft of drafts) {
    const member = memberById.get(draft.claim.memberId)!;
    const planKey = `${member.contractId}/${member.contractType}`;
    plans.set(planKey, [...(plans.get(planKey) ?? []), draft]);
  }
  const decidedById = new Map<string, DecidedClaim>();
  for (const planDrafts of plans.values()) {
    const benefits = planBenefitsOf(memberById.get(planDrafts[0]!.claim.memberId)!);
    for (const decided of adjudicateClaims(
      planDrafts.map((d) => d.decide),
      benefits,
    ))
      decidedById.set(decided.claimId, decided);
  }
  for (const { claim } of drafts) {
    const { lines, billedCents, allowedCents, planPaidCents, memberOweCents } = decidedById.get(claim.claimId)!;
    data.claims.push({ ...claim, lines, billedCents, allowedCents, planPaidCents, memberOweCents });
  }
}

/** The claims of the personas' plans, drawn and then decided by each plan's benefits. */
export function seedClaims(data: SeedData, profiles: ClaimDrawing['profiles'], today: Date, random: SeedRandom): void {
  const memberById = new Map(data.members.map((m) => [m.memberId, m]));
  const drawing: ClaimDrawing = { memberById, profiles, today, random, visitDaysByPerson: new Map(), drafts: [], claimSeq: 100000 };
  for (const [memberId, count] of claimPlan) drawMemberClaims(drawing, memberId, count);
  decideClaims(data, memberById, drawing.drafts);
}
