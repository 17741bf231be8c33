// wellness_: the discount program (with the exit modal), wellness rewards and health coaching.
import type { ContentItem, ExitModalData } from '../content-types';
import { externalLink, phoneLink, programItem } from './program-item';

/**
 * The discount program's authorization (docs/product/content-and-programs.md#content-lookup "Exit modal"; it expires one year after
 * disenrollment). Members of every brand without a variant of their own read it, so it names the
 * member's brand ({{brandName}}, brand-names.ts), never one brand for all.
 */
export const discountAuthorization: ExitModalData = {
  title: 'Authorization to share your information',
  content: [
    'Member Discounts is run by an independent company. To register you, we share your name, date of birth, member ID, email address and the name of your health plan with that company.',
    'By registering, you authorize {{brandName}} to share this information with the discount program so that it can create and keep your discount account. The program may email you offers; you can unsubscribe at any time.',
    'This authorization expires one year after you are no longer enrolled in your health plan. You can cancel it sooner by writing to us. Canceling does not affect your health benefits, and you do not have to give this authorization to get health care or benefits.',
    `Before you register, read the program’s ${externalLink('https://discounts.example.com/terms', 'terms of use')} and ${externalLink('https://discounts.example.com/privacy', 'privacy policy')}.`,
  ],
  checkboxes: [
    {
      id: 'authorization',
      label: 'I authorize {{brandName}} to share my information with the discount program as described above.',
      required: true,
    },
    { id: 'termsAndPrivacy', label: 'I have read and agree to the discount program’s terms of use and privacy policy.', required: true },
  ],
  cancelLabel: 'Go Back',
  acceptLabel: 'Register',
  showPrint: true,
};

const coachingFigures =
  'Choose from 13 coaching programs, including weight, sleep, stress, quitting tobacco, heart health and back care. In our programs, 68% of members who finished reached their main goal, and 78% said they felt more confident managing their health.';

export const wellnessContent: readonly ContentItem[] = [
  programItem(
    'wellness_ABCBS',
    {
      title: 'Member Discounts',
      body: {
        section_top: [
          'Save on gym memberships, fitness gear, healthy meal kits, eyewear, hearing aids, travel and more from thousands of national and local businesses.',
          'Discounts are an extra for members; they are not insurance and do not count toward your deductible.',
        ],
        section_bottom: `Registration takes two minutes. Questions about a discount? Call ${phoneLink('1-800-555-0169')} (TTY 711), Monday through Friday, 8 a.m. to 8 p.m. Central.`,
      },
      image: 'savings.svg',
      buttonLabel: 'Register for member discounts',
      buttonLink: '',
      buttonSSO: 'discounts',
      templateType: 'image',
    },
    { dataExitModal: discountAuthorization },
  ),
  programItem('wellness_ABB', {
    title: 'Wellness Rewards',
    body: [
      'Your company’s plan rewards healthy habits. Earn points for an annual checkup, a flu shot, daily steps and coaching sessions, then trade them for gift cards.',
      'Points reset each plan year.',
    ],
    image: 'activity.svg',
    buttonLabel: 'Open Wellness Rewards',
    buttonLink: '',
    buttonSSO: 'rewards',
    templateType: 'image',
  }),
  programItem('wellness_BA', {
    title: 'Wellness Rewards',
    body: [
      'Earn rewards from your employer’s plan for an annual checkup, health screenings, activity and coaching. Your employer chooses the rewards and how many points each activity is worth.',
      'Your employer sees only totals for the whole group, never your personal health information.',
    ],
    image: 'activity.svg',
    buttonLabel: 'Open Wellness Rewards',
    buttonLink: '',
    buttonSSO: 'rewards',
    templateType: 'image',
  }),
  programItem('wellness_HA', {
    title: 'Wellness Rewards',
    body: [
      'Health Advantage members earn points for a yearly wellness visit, recommended screenings and staying active. Trade points for gift cards from popular stores.',
      `Call ${phoneLink('1-800-555-0168')} (TTY 711) with questions about your points.`,
    ],
    image: 'activity.svg',
    buttonLabel: 'Open Wellness Rewards',
    buttonLink: '',
    buttonSSO: 'rewards',
    templateType: 'image',
  }),
  programItem('wellness_emp', {
    title: 'Employee Wellness Rewards',
    body: [
      'Arkansas Blue Cross employees earn wellness credits for a biometric screening, an annual physical, activity challenges and coaching. Credits lower your premium contribution for next year.',
      'Covered spouses can earn credits too.',
    ],
    image: 'activity.svg',
    buttonLabel: 'Open Wellness Rewards',
    buttonLink: '',
    buttonSSO: 'rewards',
    templateType: 'image',
  }),
  programItem('wellness_coaching_ABCBS', {
    title: 'Health Coaching',
    body: [
      'Work one to one with a registered nurse, dietitian or certified coach by phone or video, at no cost to you.',
      coachingFigures,
      `Call ${phoneLink('1-800-555-0168')} (TTY 711), Monday through Friday, 8 a.m. to 5 p.m. Central, to choose a program.`,
    ],
    image: 'activity.svg',
    buttonLabel: 'Choose a coaching program',
    buttonLink: 'https://coaching.example.com/arkansas-blue-cross',
    buttonSSO: '',
    templateType: 'image',
  }),
  programItem('wellness_coaching_BA', {
    title: 'Health Coaching',
    body: ['Your employer’s plan includes personal health coaching by phone or video at no cost.', coachingFigures],
    image: 'activity.svg',
    buttonLabel: 'Choose a coaching program',
    buttonLink: 'https://coaching.example.com/blueadvantage',
    buttonSSO: '',
    templateType: 'image',
  }),
  programItem(
    'wellness_flushot_2024',
    {
      title: 'Free Flu Shots',
      body: 'Get your flu shot at no cost at an in-network pharmacy or doctor’s office. Community clinics run through November 8, 2024.',
      image: false,
      buttonLabel: 'Find a flu shot clinic',
      buttonLink: 'https://flu.example.com/clinics',
      buttonSSO: '',
    },
    { date_expire: '2024-11-8' },
  ),
];
