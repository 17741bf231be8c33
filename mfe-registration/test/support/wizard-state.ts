// Puts the registration draft where a member who finished the earlier steps would have it.
import {
  completeAccountStep,
  completeCommunicationStep,
  completeRegisterStep,
  saveAccountForm,
} from '../../src/registration/registration-draft';
import { securityQuestions } from '../../src/create-account/create-account-schema';

export const raeMember = {
  memberId: 'REG000001',
  firstName: 'Rae',
  lastName: 'Newman',
  requiresGuardian: false,
  contractType: 'Medical',
  tier1: 'ABCBS',
  registrationToken: 'token-from-verify-member',
};

export function finishRegisterStep({ guardian = false } = {}) {
  completeRegisterStep({
    member: guardian ? { ...raeMember, memberId: 'REG000002', firstName: 'Kit', requiresGuardian: true } : raeMember,
    identity: {
      memberId: guardian ? 'REG000002' : 'REG000001',
      ssnLast4: guardian ? '8765' : '4321',
      firstName: guardian ? 'Kit' : 'Rae',
      lastName: 'Newman',
      dateOfBirth: guardian ? '2016-02-02' : '1990-05-20',
    },
    guardian: guardian ? { firstName: 'Jo', lastName: 'Newman' } : null,
  });
}

export const raeAccountForm = {
  username: 'raenewman90',
  password: 'Portal#2026',
  confirmPassword: 'Portal#2026',
  mobilePhone: '(501) 555-1201',
  email: 'raenewman90@example.com',
  question1: securityQuestions[0],
  answer1: 'Rover',
  question2: securityQuestions[1],
  answer2: 'Little Rock',
  termsAccepted: true,
};

export function finishAccountStep() {
  saveAccountForm(raeAccountForm);
  completeAccountStep({
    username: 'raenewman90',
    email: 'raenewman90@example.com',
    mobilePhone: '5015551201',
    securityQuestions: [securityQuestions[0], securityQuestions[1]],
  });
}

export function finishCommunicationStep() {
  completeCommunicationStep({ paperlessEob: true, memberNotifications: false, annualBenefitLetter: true });
}
