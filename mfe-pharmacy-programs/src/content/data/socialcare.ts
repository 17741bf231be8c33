// socialcare_: help with everyday needs (helper service partner).
import type { ContentItem } from '../content-types';
import { phoneLink, programItem } from './program-item';

export const socialcareContent: readonly ContentItem[] = [
  programItem('socialcare_ABCBS', {
    title: 'Help with Everyday Needs',
    body: [
      'Trouble paying for food, rent, utilities or a ride to the doctor? A community helper connects you with free and low-cost programs near you and follows up to make sure you got help.',
      `Call ${phoneLink('1-800-555-0179')} (TTY 711), Monday through Friday, 8 a.m. to 5 p.m. Central. What you share stays private.`,
    ],
    image: 'family.svg',
    buttonLabel: 'Connect with a community helper',
    buttonLink: '',
    buttonSSO: 'helper',
    templateType: 'image',
  }),
  programItem('socialcare_HA', {
    title: 'Help with Everyday Needs',
    body: ['Health Advantage members can get free help finding food, housing, utility and transportation programs in their community.'],
    image: 'family.svg',
    buttonLabel: 'Connect with a community helper',
    buttonLink: '',
    buttonSSO: 'helper',
    templateType: 'image',
  }),
];
