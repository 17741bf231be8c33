// The success messages of docs/product/errors-and-messages.md#messages-success that settings, ID cards and payments show, in one place.
export const successMessages = {
  email: 'Your email address has been updated.',
  phone: 'Your mobile phone number has been updated.',
  displayName: 'Your display name has been updated.',
  address: 'Your address has been updated.',
  password: 'Your password has been updated.',
  securityQuestions: 'Your security questions have been updated.',
  idCardsOrdered: 'Your ID cards have been ordered. They should arrive within 7 business days.',
  idCardEmailed: 'Your ID card has been emailed.',
  idCardFaxed: 'Your ID card has been faxed.',
  paperlessEob: 'Your paperless EOB preference has been updated.',
  memberNotifications: 'Your member notifications preference has been updated.',
  annualBenefitLetter: 'Your annual benefit letter preference has been updated.',
  notificationTopics: 'Your notification topics have been updated.',
  mfa: 'Your multi-factor authentication preference has been updated.',
  familyAccess: 'Your family access preference has been updated.',
  hideTermedDependents: 'Your preference for showing ended coverage has been updated.',
  creditableCoverage: 'Your request for a certificate of creditable coverage has been sent. We will mail it to the address on file.',
  termsAccepted: 'Thank you. You have accepted the terms of use.',
  // Enrolling in autopay names the draft day: autopayEnrolledText in payment-center/autopay-rules.ts.
  autopayChanged: 'Your autopay payment method has been updated.',
  autopayCanceled: 'Autopay has been canceled. Remember to pay your bill each month.',
} as const;
