// digestive_: the digestive health program (partner single sign-on "digestive").
import type { ContentItem } from '../content-types';
import { phoneLink, programItem } from './program-item';

export const digestiveContent: readonly ContentItem[] = [
  programItem('digestive_ABCBS', {
    title: 'Digestive Health Program',
    body: [
      'Living with acid reflux, irritable bowel syndrome, Crohn’s disease or ulcerative colitis? A care team of a gastroenterologist, a registered dietitian and a health coach works with you by app and video.',
      'Track symptoms, get a personal food plan and message your team between visits. The program is included with your plan at no extra cost.',
      `Call ${phoneLink('1-800-555-0166')} (TTY 711), Monday through Friday, 8 a.m. to 6 p.m. Central, with questions.`,
    ],
    image: 'meals.svg',
    buttonLabel: 'Join the digestive health program',
    buttonLink: '',
    buttonSSO: 'digestive',
    templateType: 'image',
  }),
  programItem('digestive_BA', {
    title: 'Digestive Health Program',
    body: [
      'Your employer’s plan includes a digestive health program with a gastroenterologist, a dietitian and a health coach who support you by app and video.',
      'It is for members with ongoing stomach or bowel symptoms. There is no cost to join.',
    ],
    image: 'meals.svg',
    buttonLabel: 'Join the digestive health program',
    buttonLink: '',
    buttonSSO: 'digestive',
    templateType: 'image',
  }),
];
