// financial_: the payment account (spending account partner; primary policyholders; from January 1, 2025).
import type { ContentItem } from '../content-types';
import { phoneLink, programItem } from './program-item';

const howItWorks =
  'Pay medical bills over time with no interest. The payment account covers up to $1,000 of your share of in-network costs, and you repay it in equal monthly payments over up to 12 months.';

export const financialContent: readonly ContentItem[] = [
  programItem('financial_ABCBS', {
    title: 'Payment Account',
    body: {
      section_top: [
        howItWorks,
        'The payment account is available from January 1, 2025, to primary policyholders. Covered family members’ costs can be paid from the policyholder’s account.',
      ],
      section_bottom: `There are no fees and no credit check. Questions? Call ${phoneLink('1-800-555-0170')} (TTY 711), Monday through Friday, 8 a.m. to 6 p.m. Central.`,
    },
    image: 'savings.svg',
    buttonLabel: 'Open your payment account',
    buttonLink: '',
    buttonSSO: 'spendingaccount',
    templateType: 'image',
  }),
  programItem('financial_FI', {
    title: 'Payment Account',
    body: {
      section_top: [
        howItWorks,
        'On individual and family plans, the payment account is open from January 1, 2025, to the primary policyholder, who can use it for everyone on the plan.',
      ],
      section_bottom: `There are no fees, no interest and no credit check. Call ${phoneLink('1-800-555-0170')} (TTY 711), Monday through Friday, 8 a.m. to 6 p.m. Central.`,
    },
    image: 'savings.svg',
    buttonLabel: 'Open your payment account',
    buttonLink: '',
    buttonSSO: 'spendingaccount',
    templateType: 'image',
  }),
  programItem(
    'financial_intro_2024',
    {
      title: 'Coming January 1, 2025: Payment Account',
      body: 'Starting January 1, 2025, primary policyholders can pay up to $1,000 of medical costs over up to 12 months, with no interest.',
      image: false,
      buttonLabel: 'Learn about the payment account',
      buttonLink: 'https://payments.example.com/coming-soon',
      buttonSSO: '',
    },
    { date_expire: '2025-01-01' },
  ),
];
