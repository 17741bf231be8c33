// diabetes_: the diabetes prevention program (ages 18 to 79, BMI 25 or greater, valued above $3,000).
import type { ContentItem } from '../content-types';
import { externalLink, phoneLink, programItem } from './program-item';

const eligibility =
  'You can join if you are 18 to 79 years old, have a body mass index (BMI) of 25 or greater, and have prediabetes or are at risk for type 2 diabetes.';

export const diabetesContent: readonly ContentItem[] = [
  programItem('diabetes_ABCBS', {
    title: 'Diabetes Prevention Program',
    body: {
      section_top: [
        'Lower your risk of type 2 diabetes with a year-long online program: a personal health coach, a small support group, weekly lessons and a wireless scale that is yours to keep.',
        `${eligibility} The program is valued at more than $3,000 and is included with your plan at no cost to you.`,
      ],
      section_bottom: `Take the one-minute eligibility quiz to see if you qualify. Questions? Call ${phoneLink('1-800-555-0167')} (TTY 711), Monday through Friday, 8 a.m. to 5 p.m. Central.`,
    },
    image: 'activity.svg',
    buttonLabel: 'See if you qualify',
    buttonLink: 'https://diabetes-prevention.example.com/arkansas-blue-cross',
    buttonSSO: '',
    templateType: 'image',
  }),
  programItem('diabetes_BA', {
    title: 'Diabetes Prevention Program',
    body: [
      'Your employer’s plan includes an online diabetes prevention program with a personal coach, weekly lessons and a wireless scale.',
      `${eligibility} The program is valued at more than $3,000; your employer covers the full cost.`,
    ],
    image: 'activity.svg',
    buttonLabel: 'See if you qualify',
    buttonLink: 'https://diabetes-prevention.example.com/blueadvantage',
    buttonSSO: '',
    templateType: 'image',
  }),
  programItem('diabetes_emp', {
    title: 'Diabetes Prevention Program',
    body: [
      'As an Arkansas Blue Cross employee, you and your covered spouse can join a year-long online program that helps prevent type 2 diabetes.',
      `${eligibility} The program is valued at more than $3,000 and costs you nothing.`,
      `Learn more on the ${externalLink('https://diabetes-prevention.example.com/faq', 'program’s questions page')}.`,
    ],
    image: 'activity.svg',
    buttonLabel: 'See if you qualify',
    buttonLink: 'https://diabetes-prevention.example.com/arkansas-blue-cross-employees',
    buttonSSO: '',
    templateType: 'image',
  }),
];
