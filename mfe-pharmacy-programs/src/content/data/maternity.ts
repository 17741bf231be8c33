// maternity_: the maternity partner (35+ specialties), partner single sign-on "maternity".
import type { ContentItem } from '../content-types';
import { phoneLink, programItem } from './program-item';

export const maternityContent: readonly ContentItem[] = [
  programItem('maternity_ABCBS', {
    title: 'Maternity and Family Support',
    body: {
      section_top: [
        'From trying to conceive through pregnancy, postpartum and your baby’s first years, get 24/7 support in one app from providers in more than 35 specialties: doulas, lactation consultants, nurses, nutritionists, mental health providers and more.',
        'Video visits and messages are included with your plan at no cost to you.',
      ],
      section_bottom: `Pregnant? Tell us early so our nurses can help you plan your care. Call ${phoneLink('1-800-555-0164')} (TTY 711), Monday through Friday, 8 a.m. to 5 p.m. Central.`,
    },
    image: 'family.svg',
    buttonLabel: 'Open maternity support',
    buttonLink: '',
    buttonSSO: 'maternity',
    templateType: 'image',
  }),
  programItem('maternity_BA', {
    title: 'Maternity and Family Support',
    body: [
      'Your employer’s plan includes 24/7 family support from providers in more than 35 specialties, by app and video, from fertility through early parenting.',
      'It is included at no cost to you and your covered spouse or partner.',
    ],
    image: 'family.svg',
    buttonLabel: 'Open maternity support',
    buttonLink: '',
    buttonSSO: 'maternity',
    templateType: 'image',
  }),
  programItem('maternity_HA', {
    title: 'Healthy Pregnancy Program',
    body: [
      'Health Advantage members who are expecting get a personal nurse, plus 24/7 app support from providers in more than 35 specialties.',
      `Enroll in your first trimester if you can. Call ${phoneLink('1-800-555-0164')} (TTY 711), Monday through Friday, 8 a.m. to 5 p.m. Central.`,
    ],
    image: 'family.svg',
    buttonLabel: 'Open maternity support',
    buttonLink: '',
    buttonSSO: 'maternity',
    templateType: 'image',
  }),
];
