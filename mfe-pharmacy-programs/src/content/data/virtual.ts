// virtual_: virtual care (partner single sign-on "virtualcare").
import type { ContentItem } from '../content-types';
import { phoneLink, programItem } from './program-item';

const howItWorks =
  'See a board-certified doctor by video 24 hours a day, 7 days a week, for colds, flu, allergies, rashes, pink eye and other common conditions. Doctors can send prescriptions to your pharmacy.';

export const virtualContent: readonly ContentItem[] = [
  programItem('virtual_ABCBS', {
    title: 'Virtual Care',
    body: {
      section_top: [howItWorks, 'Most visits take about 15 minutes, and you can start one from your phone, tablet or computer.'],
      section_bottom: `Need help with a visit? Call virtual care support at ${phoneLink('1-800-555-0163')} (TTY 711), any time. For a medical emergency, call 911.`,
    },
    image: 'virtual-care.svg',
    buttonLabel: 'Start a virtual visit',
    buttonLink: '',
    buttonSSO: 'virtualcare',
    templateType: 'image',
  }),
  programItem('virtual_FI', {
    title: 'Virtual Care',
    body: {
      section_top: [
        howItWorks,
        'On your individual plan, a virtual visit costs less than an office visit, and visits for common conditions have a $0 copay.',
      ],
      section_bottom: `Need help with a visit? Call ${phoneLink('1-800-555-0163')} (TTY 711), any time. For a medical emergency, call 911.`,
    },
    image: 'virtual-care.svg',
    buttonLabel: 'Start a virtual visit',
    buttonLink: '',
    buttonSSO: 'virtualcare',
    templateType: 'image',
  }),
  programItem('virtual_BA', {
    title: 'Virtual Care',
    body: [
      howItWorks,
      'Your employer’s plan sets the cost of a visit; you will see it before the visit starts.',
      'For a medical emergency, call 911.',
    ],
    image: 'virtual-care.svg',
    buttonLabel: 'Start a virtual visit',
    buttonLink: '',
    buttonSSO: 'virtualcare',
    templateType: 'image',
  }),
  programItem('virtual_HA', {
    title: 'Virtual Care',
    body: [howItWorks, 'Health Advantage members do not need a referral for a virtual visit.', 'For a medical emergency, call 911.'],
    image: 'virtual-care.svg',
    buttonLabel: 'Start a virtual visit',
    buttonLink: '',
    buttonSSO: 'virtualcare',
    templateType: 'image',
  }),
  programItem('virtual_emp', {
    title: 'Virtual Care',
    body: [
      howItWorks,
      'Virtual visits are $0 for Arkansas Blue Cross employees and their covered family members.',
      'For a medical emergency, call 911.',
    ],
    image: 'virtual-care.svg',
    buttonLabel: 'Start a virtual visit',
    buttonLink: '',
    buttonSSO: 'virtualcare',
    templateType: 'image',
  }),
];
