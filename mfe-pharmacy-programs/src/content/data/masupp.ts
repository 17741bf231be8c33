// MAsupp_: supplemental benefits of Medicare Advantage plans (eligibility: Medicare Advantage members).
import type { ContentItem } from '../content-types';
import { phoneLink, programItem } from './program-item';

const onlyMedicareAdvantage = 'This supplemental benefit is for members of our Medicare Advantage plans.';

export const masuppContent: readonly ContentItem[] = [
  programItem('MAsupp_dental', {
    title: 'Dental Coverage',
    body: {
      section_top: [
        'Your Medicare Advantage plan pays up to $3,500 annually for dental care: cleanings, exams and X-rays, fillings, extractions, crowns, root canals and dentures.',
        'Use any dentist in the dental partner’s network to pay the least. The annual amount starts over on January 1.',
      ],
      section_bottom: `${onlyMedicareAdvantage} Call dental member services at ${phoneLink('1-800-555-0171')} (TTY 711), Monday through Friday, 8 a.m. to 8 p.m. Central.`,
    },
    image: 'savings.svg',
    buttonLabel: 'Find a dentist and see your dental benefits',
    buttonLink: '',
    buttonSSO: 'dental',
    templateType: 'image',
  }),
  programItem('MAsupp_meals', {
    title: 'Meals After a Hospital Stay',
    body: [
      'After you leave the hospital or a skilled nursing facility, get up to 14 healthy, ready-to-heat meals delivered to your home: 2 a day for 7 days, once per year.',
      'Ask your discharge planner, or call us within 30 days after you get home to schedule delivery.',
      `${onlyMedicareAdvantage} Call ${phoneLink('1-800-555-0172')} (TTY 711), Monday through Friday, 8 a.m. to 8 p.m. Central.`,
    ],
    image: 'meals.svg',
    buttonLabel: 'Schedule meal delivery',
    buttonLink: '',
    buttonSSO: 'specialdelivery',
    templateType: 'image',
  }),
  programItem('MAsupp_otc', {
    title: 'Over-the-Counter Allowance',
    body: {
      section_top: [
        'Use your allowance card for over-the-counter health items such as pain relievers, cold medicine, vitamins, bandages and first aid supplies, in participating stores or online.',
        `Activate your card before first use: call the card activation line at ${phoneLink('1-800-555-0173')} (TTY 711), 6 a.m. to 9 p.m. Central, every day.`,
      ],
      section_bottom: `${onlyMedicareAdvantage} Amounts that you do not use by the end of each quarter do not carry over.`,
    },
    image: 'savings.svg',
    buttonLabel: 'Shop the over-the-counter catalog',
    buttonLink: 'https://otc.example.com/octave',
    buttonSSO: '',
    templateType: 'image',
  }),
  programItem('MAsupp_fitness', {
    title: 'Fitness Membership',
    body: [
      'Get a standard membership at participating gyms and fitness centers, plus online classes and a home fitness kit, at no cost to you.',
      onlyMedicareAdvantage,
    ],
    image: 'activity.svg',
    buttonLabel: 'Find a participating gym',
    buttonLink: 'https://fitness.example.com/octave',
    buttonSSO: '',
    templateType: 'image',
  }),
  programItem('MAsupp_inhome', {
    title: 'Urgent Care at Home',
    body: [
      'A nurse practitioner or paramedic comes to your home for urgent problems like infections, dehydration, falls without serious injury or a worsening chronic condition.',
      'Visits are available 8 a.m. to 10 p.m., 365 days a year, for members who live in central Arkansas.',
      `${onlyMedicareAdvantage} To request a visit, call ${phoneLink('1-800-555-0174')} (TTY 711). For a medical emergency, call 911.`,
    ],
    image: 'family.svg',
    buttonLabel: 'Request an in-home visit',
    buttonLink: '',
    buttonSSO: 'helper',
    templateType: 'image',
  }),
];
