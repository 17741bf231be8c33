import { catalogue, contentFor } from '../src/content/catalogue';
import type { ContentData, ProgramData } from '../src/content/content-types';
import { baseContentId, memberVariants, planKindOf, variantContentId } from '../src/content/plan-variant';

describe('memberVariants', () => {
  it.each([
    [{ tier1: 'ABCBS', planKind: 'employee' }, ['emp', 'ABCBS']],
    [{ tier1: 'BA', planKind: 'employee' }, ['emp', 'ABCBS']],
    [{ tier1: 'HA', planKind: 'individual' }, ['HA', 'ABCBS']],
    [{ tier1: 'HA', planKind: 'group' }, ['HA', 'ABCBS']],
    [{ tier1: 'BA', planKind: 'group' }, ['BA', 'ABCBS']],
    [{ tier1: 'ABCBS', planKind: 'individual' }, ['FI', 'ABCBS']],
    [{ tier1: 'ABCBS', planKind: 'group' }, ['ABB', 'ABCBS']],
    [{ tier1: 'SOMETHING', planKind: 'group' }, ['ABB', 'ABCBS']],
    [{ tier1: 'ABM', planKind: 'individual' }, ['ABCBS']],
    [{ tier1: 'OCTAVE', planKind: 'medicare' }, ['ABCBS']],
    [{ tier1: 'ABCBS', planKind: null }, ['ABCBS']],
    [null, ['ABCBS']],
  ])('%j -> %j', (plan, expected) => {
    expect(memberVariants(plan)).toEqual(expected);
  });
});

describe('baseContentId', () => {
  it('drops a trailing variant or tier suffix, ignoring case, and keeps other names', () => {
    expect(baseContentId('bhealth_ABCBS')).toBe('bhealth');
    expect(baseContentId('bhealth_eap_emp')).toBe('bhealth_eap');
    expect(baseContentId('wellness_abm')).toBe('wellness');
    expect(baseContentId('virtual_fi')).toBe('virtual');
    expect(baseContentId('MAsupp_dental')).toBe('MAsupp_dental');
    expect(baseContentId('program_template')).toBe('program_template');
    expect(baseContentId('ABCBS')).toBe('ABCBS');
  });
});

describe('variantContentId (personas of sandbox/README.md#personas)', () => {
  const ava = { tier1: 'ABCBS', planKind: 'individual' };
  const gia = { tier1: 'ABCBS', planKind: 'employee' };
  const eve = { tier1: 'ABM', planKind: 'individual' };
  const dan = { tier1: 'OCTAVE', planKind: 'medicare' };
  const ivy = { tier1: 'BA', planKind: 'group' };
  const ben = { tier1: 'HA', planKind: 'individual' };
  const groupMember = { tier1: 'ABCBS', planKind: 'group' };

  it.each([
    ['ava: her FI variant when the catalogue has one', ava, 'financial_ABCBS', 'financial_FI'],
    ['ava: FI also for virtual care', ava, 'virtual_ABCBS', 'virtual_FI'],
    ['ava: the ABCBS item when there is no FI variant', ava, 'bhealth_ABCBS', 'bhealth_ABCBS'],
    ['ava: the discount program', ava, 'wellness_ABCBS', 'wellness_ABCBS'],
    ['gia: the employee assistance program', gia, 'bhealth_eap_emp', 'bhealth_eap_emp'],
    ['gia: employee variants', gia, 'wellness_emp', 'wellness_emp'],
    ['gia: employee variant even for an ABCBS id', gia, 'virtual_ABCBS', 'virtual_emp'],
    ['eve: a tier-named id falls back to ABCBS', eve, 'wellness_ABM', 'wellness_ABCBS'],
    ['dan: supplemental benefits keep their own names', dan, 'MAsupp_dental', 'MAsupp_dental'],
    ['dan: the meals benefit', dan, 'masupp_meals', 'MAsupp_meals'],
    ['ivy: BlueAdvantage variant', ivy, 'virtual_BA', 'virtual_BA'],
    ['ben: Health Advantage variant of an ABCBS id', ben, 'bhealth_ABCBS', 'bhealth_HA'],
    ['ben: his dental program', ben, 'dental_HA', 'dental_HA'],
    ['ABCBS group member: the ABB variant', groupMember, 'wellness_ABCBS', 'wellness_ABB'],
    ['an unknown id comes back unchanged', ava, 'no_such_program', 'no_such_program'],
    ['page copy without variants', gia, 'program_template', 'program_template'],
  ])('%s', (_label, plan, id, expected) => {
    expect(variantContentId(id, plan, catalogue)).toBe(expected);
  });

  it('feeds the lookup: the member sees the copy of their variant', () => {
    const secondParagraph = (data: ContentData | null) => ((data as ProgramData).body as { section_top: string[] }).section_top[1];
    expect(secondParagraph(contentFor('financial_ABCBS', ava))).toMatch(/^On individual and family plans/);
    expect(secondParagraph(contentFor('financial_ABCBS', { tier1: 'ABM' }))).toMatch(/^The payment account is available/);
    expect(contentFor('no_such_program', ava)).toBe('no_such_program');
  });
});

describe('planKindOf', () => {
  it('reads the plan kind that the memberships response carries, when there is one', () => {
    expect(planKindOf({ tier1: 'ABCBS', planKind: 'employee' })).toBe('employee');
    expect(planKindOf({ tier1: 'ABCBS' })).toBeNull();
    expect(planKindOf({ planKind: 7 })).toBeNull();
    expect(planKindOf(null)).toBeNull();
  });
});
