// Step 3 of registration: the email options (docs/product/routes-and-guards.md#routes-public, /communication-settings). The member
// API's public/users call takes them as `communication`; its defaults are paperless EOBs and member
// notifications on, the annual benefit letter by mail.
import { boolean, object } from 'yup';
import type { SubmittedValues } from '@portal/forms';

export const communicationSchema = object({
  paperlessEob: boolean().defined(),
  memberNotifications: boolean().defined(),
  annualBenefitLetter: boolean().defined(),
});

export type CommunicationChoices = SubmittedValues<typeof communicationSchema>;

export const defaultCommunicationChoices: CommunicationChoices = {
  paperlessEob: true,
  memberNotifications: true,
  annualBenefitLetter: false,
};

export const communicationOptions: readonly { name: keyof CommunicationChoices; label: string; hint: string }[] = [
  {
    name: 'paperlessEob',
    label: 'Paperless explanations of benefits',
    hint: 'Email me when a new explanation of benefits is ready, instead of mailing a paper copy.',
  },
  {
    name: 'memberNotifications',
    label: 'Member notifications',
    hint: 'Email me about new claims, messages in my message center and changes to my plan.',
  },
  {
    name: 'annualBenefitLetter',
    label: 'Annual benefit letter',
    hint: 'Email my annual benefit letter instead of mailing it.',
  },
];
