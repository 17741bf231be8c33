// navigation_: care navigation (partner single sign-on "carenavigation").
import type { ContentItem } from '../content-types';
import { phoneLink, programItem } from './program-item';

export const navigationContent: readonly ContentItem[] = [
  programItem('navigation_ABCBS', {
    title: 'Care Navigation',
    body: [
      'A personal care navigator helps you find an in-network doctor, get a second opinion, understand a diagnosis or sort out a bill. One team follows your questions from start to finish.',
      `Start a chat in the app or call ${phoneLink('1-800-555-0165')} (TTY 711), Monday through Friday, 7 a.m. to 7 p.m. Central. The service is included with your plan.`,
    ],
    image: 'navigation.svg',
    buttonLabel: 'Talk with a care navigator',
    buttonLink: '',
    buttonSSO: 'carenavigation',
    templateType: 'image',
  }),
  programItem('navigation_BA', {
    title: 'Care Navigation',
    body: [
      'Your employer’s plan includes a personal care navigator who finds in-network providers, books appointments and explains your benefits and bills.',
      `Call ${phoneLink('1-800-555-0165')} (TTY 711), Monday through Friday, 7 a.m. to 7 p.m. Central.`,
    ],
    image: 'navigation.svg',
    buttonLabel: 'Talk with a care navigator',
    buttonLink: '',
    buttonSSO: 'carenavigation',
    templateType: 'image',
  }),
  programItem(
    'navigation_openenrollment_2024',
    {
      title: 'Help Choosing Your 2025 Plan',
      body: 'Open enrollment questions? Our navigators can compare plans with you until November 1, 2024.',
      image: false,
      buttonLabel: 'Talk with a care navigator',
      buttonLink: '',
      buttonSSO: 'carenavigation',
    },
    { date_expire: '2024-11-1' },
  ),
];
