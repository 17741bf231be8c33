import type { RightsRecord } from '@portal/contracts/domain';
import { hasProgram, rightsAllow, rightsStore } from '@portal/rights';
import { resetSessionState } from '@portal/session';

describe('rightsAllow (docs/product/routes-and-guards.md#guards-rights-key)', () => {
  it('refuses everything before rights are loaded', () => {
    expect(rightsAllow('claims', null)).toBe(false);
  });

  it('needs a truthy flag for an ordinary rights key', () => {
    expect(rightsAllow('claims', { claims: true })).toBe(true);
    expect(rightsAllow('claims', { claims: false })).toBe(false);
    expect(rightsAllow('deductible', {})).toBe(false);
  });

  it('needs at least one program for programs, and that program for /programs/:id', () => {
    const rights: RightsRecord = { programs: [{ programId: 'wellness_ABCBS' }] };
    expect(rightsAllow('programs', rights)).toBe(true);
    expect(rightsAllow('programs', { programs: [] })).toBe(false);
    expect(hasProgram(rights, 'wellness_ABCBS')).toBe(true);
    expect(hasProgram(rights, 'diabetes_ABCBS')).toBe(false);
  });

  it('allows payment with payBill, or with a medicarePayment page identifier', () => {
    expect(rightsAllow('payment', { payBill: true })).toBe(true);
    expect(rightsAllow('payment', { payBill: false, pageIdentifiers: [{ type: 'medicarePayment' }] })).toBe(true);
    expect(rightsAllow('payment', { payBill: false, pageIdentifiers: [{ type: 'interqual' }] })).toBe(false);
  });

  it('allows cost estimates only with an embold find-care option', () => {
    expect(rightsAllow('embold', { findCareAndCostOptions: [{ type: 'embold' }] })).toBe(true);
    expect(rightsAllow('embold', { embold: true, findCareAndCostOptions: [] })).toBe(false);
  });

  it('allows find care with an option or the findCare flag', () => {
    expect(rightsAllow('findCareAndCostOptions', { findCareAndCostOptions: [{ type: 'embold' }] })).toBe(true);
    expect(rightsAllow('findCareAndCostOptions', { findCare: true })).toBe(true);
    expect(rightsAllow('findCareAndCostOptions', { findCareAndCostOptions: [] })).toBe(false);
  });
});

describe('rights store', () => {
  it('is loaded when rights are set, and unloaded again on sign-out', () => {
    rightsStore.getState().setRights({ claims: true }, [{ memberId: 'M1' }]);
    expect(rightsStore.getState().loaded).toBe(true);
    resetSessionState();
    expect(rightsStore.getState()).toMatchObject({ rights: null, accessibleMembers: [], loaded: false });
  });
});
