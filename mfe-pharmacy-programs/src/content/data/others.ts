// Other content: dental and cost-search programs, travel, and the copy of the pharmacy and documents pages.
import type { ContentItem } from '../content-types';
import { externalLink, phoneLink, programItem } from './program-item';

export const otherContent: readonly ContentItem[] = [
  programItem('dental_HA', {
    title: 'Dental Benefits',
    body: [
      'See your dental benefits, find an in-network dentist and check what you have used this year on our dental partner’s site.',
      `Dental member services: ${phoneLink('1-800-555-0171')} (TTY 711), Monday through Friday, 8 a.m. to 6 p.m. Central.`,
    ],
    image: 'savings.svg',
    buttonLabel: 'Open dental benefits',
    buttonLink: '',
    buttonSSO: 'dental',
    templateType: 'image',
  }),
  programItem('dental_ABCBS', {
    title: 'Dental Benefits',
    body: ['Find an in-network dentist, see what your dental plan covers and track your annual maximum on our dental partner’s site.'],
    image: 'savings.svg',
    buttonLabel: 'Open dental benefits',
    buttonLink: '',
    buttonSSO: 'dental',
    templateType: 'image',
  }),
  programItem('costs_ABCBS', {
    title: 'Compare Costs Before You Go',
    body: [
      'Search for a procedure, test or prescription and compare what in-network providers and pharmacies charge. Estimates use your plan’s deductible and copays so you know what you will pay.',
    ],
    image: 'navigation.svg',
    buttonLabel: 'Compare costs',
    buttonLink: '',
    buttonSSO: 'costsearch',
    templateType: 'image',
  }),
  programItem('travel_ABCBS', {
    title: 'Care When You Travel',
    body: [
      'Your ID card works with Blue Cross and Blue Shield providers across the country and in more than 190 countries.',
      `Outside the United States, call the travel line at ${phoneLink('1-800-555-0176')} or collect at ${phoneLink('1-804-555-0176')}, 24 hours a day. For an emergency, go to the nearest hospital.`,
    ],
    image: false,
    buttonLabel: 'Find care while traveling',
    buttonLink: 'https://travel.example.com/find-care',
    buttonSSO: '',
  }),
  {
    content_id: 'pharmacy_center',
    data: {
      intro:
        'Your plan covers prescription drugs at in-network pharmacies. What you pay depends on the drug’s tier: generic drugs cost the least. Mail order can save you money on medicines you take every day.',
      partnerTitle: 'Find a pharmacy and compare drug prices',
      partnerText:
        'Search for a drug to see its tier, what you will pay at pharmacies near you and whether a lower-cost option is available.',
      partnerButton: 'Find a pharmacy',
      rxSavingsTitle: 'Save on your prescriptions',
      rxSavingsText:
        'Rx Savings Solutions looks at the medicines you take and tells you when a lower-cost option, such as a generic, a different pharmacy or a 90-day supply, could save you money. Your doctor decides with you whether to switch.',
      rxSavingsButton: 'See your savings',
      rxSavingsLink: 'https://rxsavings.example.com/arkansas-blue-cross',
      formulary: `Check whether a drug is covered in the ${externalLink('https://formulary.example.com/arkansas-blue-cross', 'drug list (formulary)')}.`,
    },
  },
  {
    content_id: 'documents_forms',
    data: {
      intro:
        'Find your plan documents, tax forms and the forms you may need for claims, appeals and prescriptions. Documents open as PDF files.',
      help: 'Can’t find a document? Call the customer service number on the back of your member ID card, or send us a message from Contact Us.',
      empty: 'There are no documents for your plan yet. New documents, like your tax form, appear here as soon as they are ready.',
    },
  },
];
