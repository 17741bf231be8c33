import { registrationRequest } from '../src/complete-registration/registration-request';
import {
  canOpenStep,
  clearRegistration,
  firstUnfinishedStep,
  registrationDraftStorageKey,
  registrationStore,
  reloadRegistrationFromStorage,
  saveRegisterForm,
  setPendingErrors,
  takePendingErrors,
} from '../src/registration/registration-draft';
import { emptyRegisterForm } from '../src/register/register-schema';
import { stepOfField } from '../src/registration/registration-steps';
import { finishAccountStep, finishCommunicationStep, finishRegisterStep } from './support/wizard-state';

beforeEach(() => {
  sessionStorage.clear();
  clearRegistration();
});

const state = () => registrationStore.getState();

describe('the registration draft', () => {
  it('opens each step only once the steps before it are finished', () => {
    expect(firstUnfinishedStep(state().draft)).toBe('register');
    expect(canOpenStep(state().draft, 'create-account')).toBe(false);
    finishRegisterStep();
    expect(canOpenStep(state().draft, 'create-account')).toBe(true);
    expect(canOpenStep(state().draft, 'communication-settings')).toBe(false);
    finishAccountStep();
    finishCommunicationStep();
    expect(firstUnfinishedStep(state().draft)).toBe('complete-registration');
    expect(canOpenStep(state().draft, 'register')).toBe(true);
  });

  it('survives a reload without its secrets: no password, security answer or full SSN in session storage', () => {
    saveRegisterForm({ ...emptyRegisterForm, idType: 'ssn', ssn: '123454321', firstName: 'Rae' });
    finishRegisterStep();
    finishAccountStep();
    finishCommunicationStep();
    const stored = sessionStorage.getItem(registrationDraftStorageKey) ?? '';
    for (const secret of ['123454321', 'Portal#2026', 'Rover', 'Little Rock']) expect(stored).not.toContain(secret);

    expect(registrationRequest(state().draft, state().secrets)).not.toBeNull();
    reloadRegistrationFromStorage();
    expect(state().draft.registerForm).toMatchObject({ idType: 'ssn', firstName: 'Rae' });
    expect(state().draft.account?.username).toBe('raenewman90');
    expect(state().secrets).toEqual({ ssn: '', password: '', confirmPassword: '', answer1: '', answer2: '' });
    expect(registrationRequest(state().draft, state().secrets)).toBeNull();
  });

  it('is gone once cleared', () => {
    finishRegisterStep();
    expect(sessionStorage.getItem(registrationDraftStorageKey)).not.toBeNull();
    clearRegistration();
    expect(sessionStorage.getItem(registrationDraftStorageKey)).toBeNull();
    reloadRegistrationFromStorage();
    expect(state().draft.verified).toBeNull();
  });

  it('ignores a damaged stored draft', () => {
    sessionStorage.setItem(registrationDraftStorageKey, '{not json');
    reloadRegistrationFromStorage();
    expect(firstUnfinishedStep(state().draft)).toBe('register');
  });

  it('hands errors for a step over once', () => {
    setPendingErrors({ 'create-account': [{ field: 'username', message: 'That username is taken.' }] });
    expect(takePendingErrors('register')).toEqual([]);
    expect(takePendingErrors('create-account')).toEqual([{ field: 'username', message: 'That username is taken.' }]);
    expect(takePendingErrors('create-account')).toEqual([]);
  });

  it('knows which step a field of the register call belongs to', () => {
    expect(stepOfField('guardianFirstName')).toBe('register');
    expect(stepOfField('mobilePhone')).toBe('create-account');
    expect(stepOfField('securityQuestions.1.answer')).toBe('create-account');
    expect(stepOfField('communication.paperlessEob')).toBe('communication-settings');
    expect(stepOfField('body')).toBeNull();
  });
});
