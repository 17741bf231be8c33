// wm_: weight management.
import type { ContentItem } from '../content-types';
import { phoneLink, programItem } from './program-item';

export const wmContent: readonly ContentItem[] = [
  programItem('wm_ABCBS', {
    title: 'Weight Management',
    body: [
      'Reach a healthy weight with a program built around you: a registered dietitian, a personal coach, a connected scale and a plan for eating, moving and sleeping better.',
      'When your doctor recommends it, the program also helps you understand medical options, including which weight-loss medicines your plan covers.',
      `Call ${phoneLink('1-800-555-0177')} (TTY 711), Monday through Friday, 8 a.m. to 5 p.m. Central.`,
    ],
    image: 'activity.svg',
    buttonLabel: 'Start the weight management program',
    buttonLink: 'https://weight.example.com/arkansas-blue-cross',
    buttonSSO: '',
    templateType: 'image',
  }),
  programItem('wm_emp', {
    title: 'Weight Management',
    body: [
      'Arkansas Blue Cross employees and covered spouses can join a dietitian-led weight program with a personal coach and a connected scale, at no cost.',
      'Taking part also earns employee wellness credits.',
    ],
    image: 'activity.svg',
    buttonLabel: 'Start the weight management program',
    buttonLink: 'https://weight.example.com/arkansas-blue-cross-employees',
    buttonSSO: '',
    templateType: 'image',
  }),
];
