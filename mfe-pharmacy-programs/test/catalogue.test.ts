import { catalogue } from '../src/content/catalogue';
import { partnerKeys, type ProgramData } from '../src/content/content-types';
import { variantSuffixes } from '../src/content/plan-variant';
import { isProgramData } from '../src/programs/program-view';
import { programImageNames } from '../src/programs/program-image';
import { resolveForPlan } from '../src/content/catalogue';

const programs = catalogue.items.filter((item) => isProgramData(item.data)) as { content_id: string; data: ProgramData }[];
const allCopy = JSON.stringify(catalogue.items);

describe('content catalogue', () => {
  it('has items for every content-id prefix of docs/product/content-and-programs.md#content-lookup', () => {
    for (const prefix of [
      'bhealth_',
      'diabetes_',
      'digestive_',
      'maternity_',
      'navigation_',
      'wellness_',
      'virtual_',
      'MAsupp_',
      'financial_',
      'wm_',
      'backandjoint_',
      'socialcare_',
      'program_template',
    ]) {
      expect(catalogue.items.filter((item) => item.content_id.startsWith(prefix)).length).toBeGreaterThan(0);
    }
  });

  it('has per-plan variants with every suffix', () => {
    for (const suffix of variantSuffixes) {
      expect(catalogue.items.some((item) => item.content_id.endsWith(`_${suffix}`))).toBe(true);
    }
  });

  it('gives every program a title, a button label and one working destination', () => {
    for (const { content_id, data } of programs) {
      expect([content_id, data.title.trim().length > 0, data.buttonLabel.trim().length > 0]).toEqual([content_id, true, true]);
      const hasPartner = (partnerKeys as readonly string[]).includes(data.buttonSSO);
      const hasLink = /^https:\/\//.test(data.buttonLink);
      expect([content_id, hasPartner || hasLink]).toEqual([content_id, true]);
      if (data.image) expect(programImageNames).toContain(data.image);
    }
  });

  it('hands off to each of the twelve partners somewhere', () => {
    expect(new Set(programs.map((program) => program.data.buttonSSO).filter(Boolean))).toEqual(new Set(partnerKeys));
  });

  it('points every dated entry at an item that exists', () => {
    for (const item of catalogue.items) {
      for (const entry of item.date_logic ?? []) expect(catalogue.find(entry.content_key)).toBeDefined();
    }
  });

  it('gives only the discount program an exit modal, with both boxes required', () => {
    const withModal = catalogue.items.filter((item) => item.dataExitModal);
    expect(withModal.map((item) => item.content_id)).toEqual(['wellness_ABCBS']);
    expect((withModal[0]?.data as ProgramData).buttonSSO).toBe('discounts');
  });

  it('uses the program figures of docs/product/constants.md#constants-program-figures and the eligibility rules of docs/product/content-and-programs.md#programs-eligibility', () => {
    for (const figure of [
      '6 confidential counseling sessions',
      '24 hours a day, 7 days a week, all year',
      'employees, their covered dependents and members of their household',
      '18 to 79 years old',
      '(BMI) of 25 or greater',
      'more than $3,000',
      '13 coaching programs',
      '68%',
      '78%',
      'more than 35 specialties',
      'up to $1,000',
      'up to 12 months',
      'January 1, 2025',
      'no interest',
      'primary policyholders',
      'up to $3,500 annually',
      'up to 14 healthy',
      '2 a day for 7 days',
      '8 a.m. to 10 p.m., 365 days a year',
      'central Arkansas',
      '6 a.m. to 9 p.m. Central',
      'expires one year after you are no longer enrolled',
      'age 18 and up',
      'age 17 and under',
      'members of our Medicare Advantage plans',
    ]) {
      expect([figure, allCopy.includes(figure)]).toEqual([figure, true]);
    }
  });

  it('has copy for every program id the sandbox gives its personas', () => {
    const personas: [object, string[]][] = [
      [
        { tier1: 'ABCBS', planKind: 'individual' },
        [
          'virtual_ABCBS',
          'maternity_ABCBS',
          'bhealth_ABCBS',
          'diabetes_ABCBS',
          'navigation_ABCBS',
          'wellness_ABCBS',
          'digestive_ABCBS',
          'financial_ABCBS',
        ],
      ],
      [{ tier1: 'HA', planKind: 'individual' }, ['dental_HA', 'wellness_HA']],
      [{ tier1: 'OCTAVE', planKind: 'medicare' }, ['MAsupp_dental', 'MAsupp_meals', 'MAsupp_otc', 'MAsupp_fitness']],
      [{ tier1: 'ABM', planKind: 'individual' }, ['wellness_ABM']],
      [{ tier1: 'ABCBS', planKind: 'employee' }, ['bhealth_eap_emp', 'wellness_emp', 'virtual_emp', 'diabetes_emp']],
      [{ tier1: 'BA', planKind: 'group' }, ['virtual_BA', 'bhealth_BA']],
    ];
    for (const [plan, ids] of personas) {
      for (const id of ids) expect([id, resolveForPlan(id, plan).kind]).toEqual([id, 'content']);
    }
  });
});
