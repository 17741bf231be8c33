// program_template: the copy around the programs list, switched by plan year on June 12 (docs/product/content-and-programs.md#content-lookup).
// Before 2024-06-12 the default data shows; from 2024-06-12 the 2024 copy; from 2025-06-12 the 2025 copy.
import type { ContentItem } from '../content-types';

export const programTemplateContent: readonly ContentItem[] = [
  {
    content_id: 'program_template',
    data: {
      intro: 'Your plan includes health and wellness programs at no extra cost. Choose a program to learn more or to get started.',
      footnote: 'Programs are offered by independent companies that work with us. Program availability can change during the year.',
    },
    date_logic: [
      // Kept out of order on purpose: the rule sorts the list by date.
      { date: '2025-06-12', content_key: 'program_template_2025' },
      { date: '2024-06-12', content_key: 'program_template_2024' },
    ],
  },
  {
    content_id: 'program_template_2024',
    data: {
      intro:
        'Your plan includes health and wellness programs at no extra cost for the 2024–2025 plan year. Choose a program to learn more or to get started.',
      footnote: 'Programs are offered by independent companies that work with us. Some programs changed on June 12, 2024.',
    },
  },
  {
    content_id: 'program_template_2025',
    data: {
      intro: 'These programs come with your plan at no extra cost. Choose a program to learn more, or start it right away.',
      footnote:
        'Programs are offered by independent companies that work with us; when you leave this site, their privacy policies apply. Program availability can change during the year.',
    },
  },
];
