// backandjoint_: virtual physical therapy for back and joint pain.
import type { ContentItem } from '../content-types';
import { phoneLink, programItem } from './program-item';

export const backandjointContent: readonly ContentItem[] = [
  programItem('backandjoint_ABCBS', {
    title: 'Back and Joint Care',
    body: [
      'Ease back, neck, knee, hip or shoulder pain with exercise therapy at home. A licensed physical therapist builds your plan and checks in by video and chat, and you get a tablet and motion sensors to use during the program.',
      `There is no cost to you. Questions? Call ${phoneLink('1-800-555-0178')} (TTY 711), Monday through Friday, 8 a.m. to 8 p.m. Central.`,
    ],
    image: 'activity.svg',
    buttonLabel: 'Apply for back and joint care',
    buttonLink: 'https://joints.example.com/arkansas-blue-cross',
    buttonSSO: '',
    templateType: 'image',
  }),
  programItem('backandjoint_BA', {
    title: 'Back and Joint Care',
    body: [
      'Your employer’s plan includes at-home physical therapy for back and joint pain, guided by a licensed therapist by video, at no cost.',
    ],
    image: 'activity.svg',
    buttonLabel: 'Apply for back and joint care',
    buttonLink: 'https://joints.example.com/blueadvantage',
    buttonSSO: '',
    templateType: 'image',
  }),
];
