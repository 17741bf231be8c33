// What the member has entered in the registration wizard. It is kept in session storage so a reload
// keeps their place and their answers, except for secrets: the password, its confirmation, the
// security answers and a full SSN live in memory only and are typed again after a reload.
// Sign-out clears session storage (docs/product/session.md#session-sign-out), and a finished registration clears the draft.
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { FieldError } from '@portal/api-client';
import { readSessionItem, writeSessionItem } from '@portal/session';
import type { CommunicationChoices } from '../communication-settings/communication-options';
import type { CreateAccountFormValues, SecretAccountField } from '../create-account/create-account-schema';
import type { Guardian, MemberIdentity, RegisterFormValues } from '../register/register-schema';
import type { RegistrationStepId } from './registration-steps';

export const registrationDraftStorageKey = 'registration_draft';

import type { VerifiedMember } from './api';

export type { VerifiedMember } from './api';

export interface VerifiedStep {
  member: VerifiedMember;
  /** What the final call sends again: the member ID the API returned and the SSN's last 4, never the full SSN. */
  identity: MemberIdentity;
  guardian: Guardian | null;
}

export interface AccountStep {
  username: string;
  email: string;
  /** 10 digits */
  mobilePhone: string;
  securityQuestions: [string, string];
}

export type StoredRegisterForm = Omit<RegisterFormValues, 'ssn'>;
export type StoredAccountForm = Omit<CreateAccountFormValues, SecretAccountField>;

export interface RegistrationDraft {
  /** Step 1 as typed. */
  registerForm: StoredRegisterForm | null;
  verified: VerifiedStep | null;
  /** Step 2 as typed. */
  accountForm: StoredAccountForm | null;
  account: AccountStep | null;
  /** Step 3 as chosen. */
  communication: CommunicationChoices | null;
  communicationDone: boolean;
}

export interface RegistrationSecrets {
  ssn: string;
  password: string;
  confirmPassword: string;
  answer1: string;
  answer2: string;
}

interface RegistrationState {
  draft: RegistrationDraft;
  secrets: RegistrationSecrets;
  /** Errors the final call returned for fields of an earlier step, shown when the member goes back to it. */
  pendingErrors: Partial<Record<RegistrationStepId, FieldError[]>>;
}

const emptyDraft: RegistrationDraft = {
  registerForm: null,
  verified: null,
  accountForm: null,
  account: null,
  communication: null,
  communicationDone: false,
};
const emptySecrets: RegistrationSecrets = { ssn: '', password: '', confirmPassword: '', answer1: '', answer2: '' };

function readStoredDraft(): RegistrationDraft {
  const stored = readSessionItem(registrationDraftStorageKey);
  if (!stored) return emptyDraft;
  try {
    const parsed = JSON.parse(stored) as Partial<RegistrationDraft> | null;
    return parsed && typeof parsed === 'object' ? { ...emptyDraft, ...parsed } : emptyDraft;
  } catch {
    return emptyDraft;
  }
}

export const registrationStore = createStore<RegistrationState>()(() => ({
  draft: readStoredDraft(),
  secrets: emptySecrets,
  pendingErrors: {},
}));

registrationStore.subscribe((state, previous) => {
  if (state.draft !== previous.draft)
    writeSessionItem(registrationDraftStorageKey, state.draft === emptyDraft ? null : JSON.stringify(state.draft));
});

export function useRegistrationState<T>(selector: (state: RegistrationState) => T): T {
  return useStore(registrationStore, selector);
}

function updateDraft(change: Partial<RegistrationDraft>) {
  registrationStore.setState((state) => ({ draft: { ...state.draft, ...change } }));
}

function updateSecrets(change: Partial<RegistrationSecrets>) {
  registrationStore.setState((state) => ({ secrets: { ...state.secrets, ...change } }));
}

/** Step 1 as the member types it; the full SSN stays in memory. */
export function saveRegisterForm({ ssn, ...rest }: RegisterFormValues) {
  updateDraft({ registerForm: rest });
  updateSecrets({ ssn });
}

export function completeRegisterStep(verified: VerifiedStep) {
  updateDraft({ verified });
}

/** Step 2 as the member types it; the password and security answers stay in memory. */
export function saveAccountForm({ password, confirmPassword, answer1, answer2, ...rest }: CreateAccountFormValues) {
  updateDraft({ accountForm: rest });
  updateSecrets({ password, confirmPassword, answer1, answer2 });
}

export function completeAccountStep(account: AccountStep) {
  updateDraft({ account });
}

export function saveCommunication(communication: CommunicationChoices) {
  updateDraft({ communication });
}

export function completeCommunicationStep(communication: CommunicationChoices) {
  updateDraft({ communication, communicationDone: true });
}

export function setPendingErrors(errors: Partial<Record<RegistrationStepId, FieldError[]>>) {
  registrationStore.setState({ pendingErrors: errors });
}

/** The errors waiting for a step, handed over once. */
export function takePendingErrors(step: RegistrationStepId): FieldError[] {
  const errors = registrationStore.getState().pendingErrors[step] ?? [];
  if (errors.length > 0) registrationStore.setState((state) => ({ pendingErrors: { ...state.pendingErrors, [step]: undefined } }));
  return errors;
}

/** After the account is created, or to start over. */
export function clearRegistration() {
  registrationStore.setState({ draft: emptyDraft, secrets: emptySecrets, pendingErrors: {} });
}

/** What a page reload does: the draft comes back from session storage, the secrets do not. */
export function reloadRegistrationFromStorage() {
  registrationStore.setState({ draft: readStoredDraft(), secrets: emptySecrets, pendingErrors: {} });
}

/** The first step the member has not finished, where a later step sends them. */
export function firstUnfinishedStep(draft: RegistrationDraft): RegistrationStepId {
  if (!draft.verified) return 'register';
  if (!draft.account) return 'create-account';
  if (!draft.communicationDone) return 'communication-settings';
  return 'complete-registration';
}

const stepOrder: readonly RegistrationStepId[] = ['register', 'create-account', 'communication-settings', 'complete-registration'];

/** Whether the member may open a step: every step before it is finished. */
export function canOpenStep(draft: RegistrationDraft, step: RegistrationStepId): boolean {
  return stepOrder.indexOf(step) <= stepOrder.indexOf(firstUnfinishedStep(draft));
}
