import { addMonths, addYears, ageOn, isoDate } from './dates.ts';

/**
 * The clinical facts the seed draws claims, health records and cost estimates from, with who each fits:
 * a procedure's ages and the specialties that perform it, a drug's minimum age, a vaccine's ages. The
 * seed only picks what fits the member at the date of service, so a 15-year-old has no colonoscopy and
 * a 70-year-old no "preventive visit, 40-64 years" ("Data that never contradicts itself").
 */

/** Where a procedure is done; one claim's lines come from one setting (one provider). */
export type Setting = 'primary care' | 'radiology' | 'laboratory' | 'emergency' | 'behavioral health' | 'gastroenterology' | 'therapy';

export interface Procedure {
  code: string;
  description: string;
  /** Billed amount in cents. */
  price: number;
  /** Ages (in whole years at the date of service) it fits, inclusive. */
  minAge: number;
  maxAge: number;
  setting: Setting;
  /** At most one per claim (a preventive visit is one visit). */
  once?: boolean;
  /** Procedures of one kind (a yearly preventive visit, a seasonal flu shot) are this many days apart at least. */
  kind?: { name: string; minDaysApart: number };
  /** Months (1-12) it is given in: flu shots in the flu season. */
  months?: readonly number[];
  /** Billed only with this procedure (giving a vaccine goes with the vaccine). */
  accompanies?: string;
}

const PREVENTIVE = { name: 'preventive visit', minDaysApart: 330 };
/** Dental checkups and cleanings are covered once every 6 months, eye exams and lenses once a year (the plans' rules the dashboard states). */
const DENTAL_CHECKUP = { name: 'dental checkup', minDaysApart: 183 };
const EYE_EXAM = { name: 'eye exam', minDaysApart: 365 };
const LENSES = { name: 'lenses', minDaysApart: 365 };
const FLU_SEASON = [9, 10, 11, 12, 1, 2];

const ANY_AGE = { minAge: 0, maxAge: 120 };

export const MEDICAL_PROCEDURES: readonly Procedure[] = [
  {
    code: '99213',
    description: 'Office visit, established patient, low complexity',
    price: 18500,
    ...ANY_AGE,
    setting: 'primary care',
    once: true,
  },
  {
    code: '99214',
    description: 'Office visit, established patient, moderate complexity',
    price: 26500,
    ...ANY_AGE,
    setting: 'primary care',
    once: true,
  },
  {
    code: '99393',
    kind: PREVENTIVE,
    description: 'Preventive visit, 5-11 years',
    price: 22000,
    minAge: 5,
    maxAge: 11,
    setting: 'primary care',
    once: true,
  },
  {
    code: '99394',
    kind: PREVENTIVE,
    description: 'Preventive visit, 12-17 years',
    price: 24000,
    minAge: 12,
    maxAge: 17,
    setting: 'primary care',
    once: true,
  },
  {
    code: '99395',
    kind: PREVENTIVE,
    description: 'Preventive visit, 18-39 years',
    price: 27000,
    minAge: 18,
    maxAge: 39,
    setting: 'primary care',
    once: true,
  },
  {
    code: '99396',
    kind: PREVENTIVE,
    description: 'Preventive visit, 40-64 years',
    price: 31000,
    minAge: 40,
    maxAge: 64,
    setting: 'primary care',
    once: true,
  },
  {
    code: '99397',
    kind: PREVENTIVE,
    description: 'Preventive visit, 65 years and older',
    price: 33000,
    minAge: 65,
    maxAge: 120,
    setting: 'primary care',
    once: true,
  },
  {
    code: '90686',
    description: 'Influenza vaccine, quadrivalent',
    price: 4100,
    minAge: 3,
    maxAge: 120,
    setting: 'primary care',
    kind: { name: 'flu shot', minDaysApart: 240 },
    months: FLU_SEASON,
  },
  { code: '90471', description: 'Immunization administration', price: 3500, ...ANY_AGE, setting: 'primary care', accompanies: '90686' },
  { code: '85025', description: 'Complete blood count with differential', price: 4200, ...ANY_AGE, setting: 'laboratory' },
  { code: '80053', description: 'Comprehensive metabolic panel', price: 9800, minAge: 12, maxAge: 120, setting: 'laboratory' },
  { code: '71046', description: 'Chest X-ray, 2 views', price: 21000, ...ANY_AGE, setting: 'radiology', once: true },
  {
    code: '73721',
    description: 'MRI lower extremity joint without contrast',
    price: 184000,
    minAge: 12,
    maxAge: 120,
    setting: 'radiology',
    once: true,
  },
  {
    code: '99283',
    description: 'Emergency department visit, moderate severity',
    price: 112000,
    ...ANY_AGE,
    setting: 'emergency',
    once: true,
  },
  { code: '97110', description: 'Therapeutic exercise, 15 minutes', price: 9500, minAge: 12, maxAge: 120, setting: 'therapy' },
  {
    code: '90834',
    description: 'Psychotherapy, 45 minutes',
    price: 16000,
    minAge: 12,
    maxAge: 120,
    setting: 'behavioral health',
    once: true,
  },
  {
    code: '45378',
    description: 'Colonoscopy, diagnostic',
    price: 265000,
    minAge: 45,
    maxAge: 120,
    setting: 'gastroenterology',
    once: true,
  },
];

export const DENTAL_PROCEDURES: readonly Procedure[] = [
  {
    code: 'D0120',
    description: 'Periodic oral evaluation',
    price: 6500,
    ...ANY_AGE,
    setting: 'primary care',
    once: true,
    kind: DENTAL_CHECKUP,
  },
  {
    code: 'D1110',
    description: 'Prophylaxis, adult',
    price: 11000,
    minAge: 14,
    maxAge: 120,
    setting: 'primary care',
    kind: DENTAL_CHECKUP,
  },
  { code: 'D1120', description: 'Prophylaxis, child', price: 8000, minAge: 0, maxAge: 13, setting: 'primary care', kind: DENTAL_CHECKUP },
  {
    code: 'D2391',
    description: 'Resin composite, one surface',
    price: 19500,
    ...ANY_AGE,
    setting: 'primary care',
    kind: { name: 'filling', minDaysApart: 60 },
  },
  {
    code: 'D2740',
    description: 'Crown, porcelain/ceramic',
    price: 128000,
    minAge: 16,
    maxAge: 120,
    setting: 'primary care',
    once: true,
    kind: { name: 'crown', minDaysApart: 1825 },
  },
];

export const VISION_PROCEDURES: readonly Procedure[] = [
  {
    code: '92014',
    description: 'Eye exam, established patient',
    price: 15000,
    ...ANY_AGE,
    setting: 'primary care',
    once: true,
    kind: EYE_EXAM,
  },
  // Lenses are made to the prescription of the eye exam they come with.
  {
    code: 'V2100',
    description: 'Single vision lenses',
    price: 9000,
    ...ANY_AGE,
    setting: 'primary care',
    kind: LENSES,
    accompanies: '92014',
  },
  // Frames go with the lenses; the plan pays them up to its allowance.
  {
    code: 'V2020',
    description: 'Frames, purchases',
    price: 26000,
    ...ANY_AGE,
    setting: 'primary care',
    kind: { name: 'frames', minDaysApart: 365 },
    accompanies: 'V2100',
  },
];

/** The specialties that see patients in each setting of a medical claim. */
export const SPECIALTIES_BY_SETTING: Readonly<Record<Setting, readonly string[]>> = {
  'primary care': ['Family Medicine', 'Internal Medicine', 'Pediatrics', 'Geriatrics'],
  radiology: ['Radiology'],
  laboratory: ['Laboratory'],
  emergency: ['Hospital'],
  therapy: ['Physical Therapy'],
  'behavioral health': ['Behavioral Health'],
  gastroenterology: ['Gastroenterology'],
};

/** Primary care fits the patient's age: pediatrics under 18, internal medicine from 18, geriatrics from 65. */
export function primaryCareFits(specialty: string, age: number): boolean {
  if (specialty === 'Pediatrics') return age < 18;
  if (specialty === 'Internal Medicine') return age >= 18;
  if (specialty === 'Geriatrics') return age >= 65;
  return true;
}

export function fitsAge(procedure: Pick<Procedure, 'minAge' | 'maxAge'>, age: number): boolean {
  return age >= procedure.minAge && age <= procedure.maxAge;
}

/**
 * Whether a procedure fits a patient on a day: the age, the month, and no other of its kind too close
 * (`given` holds the dates of the patient's procedures so far, by code).
 */
export function fitsDay(
  procedure: Procedure,
  age: number,
  day: Date,
  given: ReadonlyMap<string, readonly Date[]>,
  catalogue: readonly Procedure[],
): boolean {
  if (!fitsAge(procedure, age)) return false;
  if (procedure.months && !procedure.months.includes(day.getUTCMonth() + 1)) return false;
  if (!procedure.kind) return true;
  const { name, minDaysApart } = procedure.kind;
  return catalogue
    .filter((other) => other.kind?.name === name)
    .every((other) => (given.get(other.code) ?? []).every((date) => Math.abs(date.getTime() - day.getTime()) >= minDaysApart * 86_400_000));
}

/** A medicine a member takes: as the health record names it, and as the pharmacy claim bills it. */
export interface Medication {
  name: string;
  directions: string;
  /** The pharmacy claim's line. */
  drug: { name: string; price: number };
}

export const MEDICATIONS = {
  atorvastatin: { name: 'Atorvastatin 20 mg', directions: 'Once daily', drug: { name: 'Atorvastatin 20 mg tablet (30)', price: 1800 } },
  fluticasone: {
    name: 'Fluticasone nasal spray',
    directions: 'Two sprays daily in season',
    drug: { name: 'Fluticasone nasal spray', price: 3100 },
  },
  albuterol: { name: 'Albuterol HFA inhaler', directions: 'As needed', drug: { name: 'Albuterol HFA inhaler', price: 6800 } },
  lisinopril: { name: 'Lisinopril 10 mg', directions: 'Once daily', drug: { name: 'Lisinopril 10 mg tablet (30)', price: 1200 } },
} as const satisfies Record<string, Medication>;

/**
 * Procedures a cost estimate can price, and the specialties that perform each: the estimates list
 * providers of those specialties only.
 */
export const COST_CATALOGUE: readonly { code: string; name: string; base: number; specialties: readonly string[] }[] = [
  { code: '73721', name: 'MRI of the knee', base: 1840, specialties: ['Radiology', 'Hospital'] },
  { code: '45378', name: 'Colonoscopy', base: 2650, specialties: ['Gastroenterology', 'Hospital'] },
  { code: '71046', name: 'Chest X-ray', base: 210, specialties: ['Radiology', 'Hospital', 'Urgent Care'] },
  { code: '80053', name: 'Comprehensive metabolic panel', base: 98, specialties: ['Laboratory', 'Hospital'] },
  { code: '29881', name: 'Knee arthroscopy', base: 7400, specialties: ['Orthopedic Surgery', 'Hospital'] },
  { code: '59400', name: 'Routine obstetric care (vaginal delivery)', base: 9800, specialties: ['Obstetrics and Gynecology', 'Hospital'] },
  { code: '77067', name: 'Screening mammography', base: 320, specialties: ['Radiology', 'Hospital'] },
];

export interface Immunization {
  vaccine: string;
  date: string;
}

/** When each vaccine on the records became available here: nobody had a dose before. */
const VACCINE_AVAILABLE_FROM: Readonly<Record<string, string>> = {
  'DTaP (fifth dose)': '1991-07-01',
  Tdap: '2005-06-01',
  HPV: '2006-06-01',
  MenACWY: '2005-01-01',
  'Shingles (recombinant zoster)': '2017-10-20',
  'Pneumococcal conjugate': '2021-06-08',
};

/**
 * The vaccines on a member's record, each given at an age the schedule gives it: DTaP at 4 to 6,
 * Tdap, HPV and MenACWY at 11 to 12, a Tdap booster every 10 years for adults, shingles from 50 and
 * pneumococcal from 65 (as soon as the vaccine existed, for members older than it), and the flu shots
 * the member's claims show. Newest first; only doses in the past.
 */
export function immunizationsFor(birthDate: string, today: Date, fluShots: readonly string[]): Immunization[] {
  const born = new Date(`${birthDate}T00:00:00Z`);
  const age = ageOn(birthDate, today);
  const at = (years: number, months = 0) => addMonths(addYears(born, years), months);
  const notBefore = (vaccine: string, date: Date) => {
    const from = new Date(`${VACCINE_AVAILABLE_FROM[vaccine] ?? '1900-01-01'}T00:00:00Z`);
    return date >= from ? date : addMonths(from, 3);
  };
  const doses: { vaccine: string; on: Date }[] = [];
  const childhood = (vaccine: string, on: Date) => {
    // A childhood dose only for members who were children once the vaccine existed.
    if (on >= new Date(`${VACCINE_AVAILABLE_FROM[vaccine]}T00:00:00Z`)) doses.push({ vaccine, on });
  };
  if (age >= 5) childhood('DTaP (fifth dose)', at(4, 6));
  if (age >= 12) for (const vaccine of ['Tdap', 'HPV', 'MenACWY']) childhood(vaccine, at(11, 4));
  if (age >= 25) doses.push({ vaccine: 'Tdap (booster)', on: addYears(today, -(4 + (age % 5))) });
  if (age >= 51) doses.push({ vaccine: 'Shingles (recombinant zoster)', on: notBefore('Shingles (recombinant zoster)', at(50, 8)) });
  if (age >= 66) doses.push({ vaccine: 'Pneumococcal conjugate', on: notBefore('Pneumococcal conjugate', at(65, 3)) });
  for (const date of fluShots) doses.push({ vaccine: 'Influenza, seasonal', on: new Date(`${date}T00:00:00Z`) });
  return doses
    .filter((dose) => dose.on < today)
    .sort((a, b) => b.on.getTime() - a.on.getTime())
    .map((dose) => ({ vaccine: dose.vaccine, date: isoDate(dose.on) }));
}
