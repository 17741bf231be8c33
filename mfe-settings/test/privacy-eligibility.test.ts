import { familyAccessEntryFor, privacySettingsShown } from '../src/privacy-security/privacy-eligibility';

const policyholder = { memberId: 'H1000100101', isPolicyHolder: true, contractType: 'Medical' as const };
const adultDependent = { memberId: 'H1000100102', isPolicyHolder: false, contractType: 'Medical' as const };
const familyAccess = [{ memberId: 'H1000100102', enabled: false, allowed: true }];

describe('which privacy settings a member sees (docs/product/roles-and-rights.md#rights-family)', () => {
  it('shows a policyholder the hide-termed-dependents setting but not family access', () => {
    expect(privacySettingsShown(policyholder, { updateOtherCoverageInformation: true }, [])).toEqual({
      hideTermedDependents: true,
      familyAccess: false,
      otherCoverageUpdate: true,
      creditableCoverage: true,
    });
  });

  it('shows an adult dependent family access but not hide termed dependents', () => {
    expect(privacySettingsShown(adultDependent, {}, familyAccess)).toEqual({
      hideTermedDependents: false,
      familyAccess: true,
      otherCoverageUpdate: false,
      creditableCoverage: true,
    });
    expect(familyAccessEntryFor(adultDependent, familyAccess)).toEqual(familyAccess[0]);
  });

  it('hides family access from dependents under 18 and from other member ids', () => {
    expect(familyAccessEntryFor(adultDependent, [{ memberId: 'H1000100102', enabled: false, allowed: false }])).toBeNull();
    expect(familyAccessEntryFor({ ...adultDependent, memberId: 'H1000100103' }, familyAccess)).toBeNull();
    expect(familyAccessEntryFor({ ...adultDependent, isPolicyHolder: true }, familyAccess)).toBeNull();
  });

  it('offers the certificate of creditable coverage on Medical plans other than Medicare Advantage', () => {
    expect(privacySettingsShown({ ...policyholder, contractType: 'Dental' }, {}, []).creditableCoverage).toBe(false);
    expect(privacySettingsShown(policyholder, { pageIdentifiers: [{ type: 'medicarePayment' }] }, []).creditableCoverage).toBe(false);
    expect(privacySettingsShown(policyholder, { maPlanBenefits: true }, []).creditableCoverage).toBe(false);
  });
});
