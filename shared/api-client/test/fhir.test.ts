// coverageLookBackStart is the deprecated 1.2 rule (ESLint bars it from the apps); read from its source.
import { isFailedPatientBundle } from '@portal/api-client';
import { coverageLookBackStart } from '../src/deprecated-coverage-look-back';

describe('FHIR rules', () => {
  it('treats a patient bundle with one OperationOutcome entry of issue code exception as a failure', () => {
    const outcome = { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'exception' }] };
    expect(isFailedPatientBundle({ resourceType: 'Bundle', entry: [{ resource: outcome }] })).toBe(true);
    expect(isFailedPatientBundle({ resourceType: 'Bundle', entry: [{ resource: { ...outcome, issue: [{ code: 'not-found' }] } }] })).toBe(
      false,
    );
    expect(isFailedPatientBundle({ resourceType: 'Bundle', entry: [{ resource: { resourceType: 'Patient' } }] })).toBe(false);
    expect(isFailedPatientBundle({ resourceType: 'Bundle', entry: [{ resource: outcome }, { resource: outcome }] })).toBe(false);
    expect(isFailedPatientBundle({ resourceType: 'Bundle', total: 0 })).toBe(false);
  });

  it('looks coverage up from January 1 of the year 36 months ago', () => {
    expect(coverageLookBackStart(new Date('2026-11-22T12:00:00'))).toBe('2023-01-01');
    expect(coverageLookBackStart(new Date('2027-01-01T00:30:00'))).toBe('2024-01-01');
  });
});
