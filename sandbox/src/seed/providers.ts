import { ADDRESSES } from './personas.ts';
import type { SeedData } from './seed-data.ts';

/** name, specialty, primary care provider, city */
export type ProviderSpec = [string, string, boolean, string];

export const PROVIDERS: ProviderSpec[] = [
  ['Dr. Hannah Reyes, MD', 'Family Medicine', true, 'Little Rock'],
  ['Dr. Marcus Bell, MD', 'Internal Medicine', true, 'Little Rock'],
  ['Dr. Priya Natarajan, MD', 'Pediatrics', true, 'Little Rock'],
  ['Dr. Samuel Ortiz, DO', 'Family Medicine', true, 'Conway'],
  ['Dr. Laura Chen, MD', 'Internal Medicine', true, 'Fayetteville'],
  ['Dr. James Whitfield, MD', 'Family Medicine', true, 'Jonesboro'],
  ['Dr. Olivia Grant, MD', 'Pediatrics', true, 'Fort Smith'],
  ['Dr. Ethan Brooks, DO', 'Family Medicine', false, 'Hot Springs'],
  ['Dr. Nora Patel, MD', 'Geriatrics', true, 'Little Rock'],
  ['Dr. Victor Alvarez, MD', 'Internal Medicine', true, 'Fort Smith'],
  ['Dr. Ruth Simmons, MD', 'Cardiology', false, 'Little Rock'],
  ['Dr. Kevin Tran, MD', 'Orthopedic Surgery', false, 'Fayetteville'],
  ['Dr. Amelia Ford, MD', 'Dermatology', false, 'Conway'],
  ['Dr. Isaac Monroe, MD', 'Gastroenterology', false, 'Jonesboro'],
  ['Dr. Leah Kim, DDS', 'General Dentistry', false, 'Fayetteville'],
  ['Dr. Owen Price, OD', 'Optometry', false, 'Fayetteville'],
  ['Baptist Health Medical Center', 'Hospital', false, 'Little Rock'],
  ['Washington Regional Medical Center', 'Hospital', false, 'Fayetteville'],
  ['ARcare Urgent Care', 'Urgent Care', false, 'Conway'],
  ['Walgreens Pharmacy #4471', 'Pharmacy', false, 'Little Rock'],
  ['Dr. Sofia Marquez, MD', 'Obstetrics and Gynecology', false, 'Little Rock'],
  ['Dr. Daniel Lowe, PhD', 'Behavioral Health', false, 'Little Rock'],
  ['Radiology Associates, P.A.', 'Radiology', false, 'Little Rock'],
  ['Quest Diagnostics', 'Laboratory', false, 'Little Rock'],
  // Added for cost estimates and claims of every specialty (ids PRV1025 on; earlier ids stay as they were).
  ['Ozark Imaging Center', 'Radiology', false, 'Fayetteville'],
  ['Labcorp Patient Service Center', 'Laboratory', false, 'Fort Smith'],
  ['Dr. Grace Okoye, MD', 'Gastroenterology', false, 'Little Rock'],
  ['Dr. Paul Hendricks, MD', 'Orthopedic Surgery', false, 'Little Rock'],
  ['Dr. Rachel Whitley, MD', 'Obstetrics and Gynecology', false, 'Fayetteville'],
  ['CHI St. Vincent Infirmary', 'Hospital', false, 'Little Rock'],
  ['Arkansas Physical Therapy Associates', 'Physical Therapy', false, 'Conway'],
  ['Dr. Maya Castillo, PsyD', 'Behavioral Health', false, 'Fayetteville'],
  ['MedExpress Urgent Care', 'Urgent Care', false, 'Little Rock'],
];

const FEMALE_FIRST_NAMES = ['Hannah', 'Priya', 'Laura', 'Olivia', 'Nora', 'Ruth', 'Amelia', 'Leah', 'Sofia', 'Grace', 'Rachel', 'Maya'];

/** The provider directory: names, specialties and towns above, the rest numbered from each one's place. */
export function seedProviders(data: SeedData): void {
  PROVIDERS.forEach(([name, specialty, isPcp, city], i) => {
    const addr = ADDRESSES.find((a) => a.city === city) ?? ADDRESSES[0]!;
    data.providers.push({
      providerId: `PRV${String(1001 + i)}`,
      npi: String(1457300000 + i * 7919),
      name,
      specialty,
      isPcp,
      acceptingNewPatients: i % 4 !== 3,
      address1: `${100 + i * 37} ${['Main St', 'Elm St', 'Cantrell Rd', 'Dave Ward Dr', 'Joyce Blvd'][i % 5]}`,
      city,
      stateCode: 'AR',
      zip: addr.zip,
      phone: `501555${String(2000 + i * 13).padStart(4, '0')}`,
      languages: i % 3 === 0 ? ['English', 'Spanish'] : ['English'],
      networks: i % 5 === 4 ? ['PPO'] : ['PPO', 'HMO', 'MA'],
      gender: FEMALE_FIRST_NAMES.some((first) => name.includes(`Dr. ${first} `)) ? 'female' : 'male',
    });
  });
}
