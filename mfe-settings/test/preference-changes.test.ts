import { preferenceChangeMessages } from '../src/preferences/preference-changes';

const before = { paperlessEob: true, memberNotifications: true, annualBenefitLetter: false };

describe('preference success messages (docs/product/errors-and-messages.md#messages-success)', () => {
  it('names each preference that changed, in the order of the form', () => {
    expect(preferenceChangeMessages(before, { ...before, paperlessEob: false })).toEqual([
      'Your paperless EOB preference has been updated.',
    ]);
    expect(preferenceChangeMessages(before, { paperlessEob: false, memberNotifications: false, annualBenefitLetter: true })).toEqual([
      'Your paperless EOB preference has been updated.',
      'Your member notifications preference has been updated.',
      'Your annual benefit letter preference has been updated.',
    ]);
  });

  it('has nothing to say when nothing changed', () => {
    expect(preferenceChangeMessages(before, { ...before })).toEqual([]);
  });
});
