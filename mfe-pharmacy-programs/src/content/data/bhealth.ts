// bhealth_: behavioral health, the employee assistance program, and the age-limited services.
// Eligibility wording follows docs/product/content-and-programs.md#programs-eligibility; figures follow docs/product/constants.md#constants-program-figures.
import type { ContentItem } from '../content-types';
import { phoneLink, programItem } from './program-item';

const crisisLine = 'If you or someone you love is in crisis, call or text <a href="tel:988">988</a> at any time, or call 911.';

export const bhealthContent: readonly ContentItem[] = [
  programItem('bhealth_ABCBS', {
    title: 'Behavioral Health Support',
    body: {
      section_top: [
        'Talk with a licensed counselor, therapist or psychiatrist about stress, anxiety, depression, grief or substance use. Visits can be by video from home or in an office near you.',
        'Most members can get a first appointment within a week. Your regular behavioral health benefits apply, and many plans have no copay for video counseling.',
      ],
      section_bottom: [
        `Questions? Call our behavioral health team at ${phoneLink('1-800-555-0161')} (TTY 711), Monday through Friday, 8 a.m. to 6 p.m. Central.`,
        crisisLine,
      ],
    },
    image: 'behavioral-health.svg',
    buttonLabel: 'Find a counselor',
    buttonLink: '',
    buttonSSO: 'behavioral',
    templateType: 'image',
  }),
  programItem('bhealth_BA', {
    title: 'Behavioral Health Support',
    body: {
      section_top: [
        'Your employer’s plan includes confidential counseling with licensed therapists and psychiatrists, by video or in person.',
        'Your employer never sees who uses the service or why. Your plan’s behavioral health benefits apply.',
      ],
      section_bottom: [
        `Call BlueAdvantage behavioral health at ${phoneLink('1-800-555-0161')} (TTY 711), Monday through Friday, 8 a.m. to 6 p.m. Central.`,
        crisisLine,
      ],
    },
    image: 'behavioral-health.svg',
    buttonLabel: 'Find a counselor',
    buttonLink: '',
    buttonSSO: 'behavioral',
    templateType: 'image',
  }),
  programItem('bhealth_HA', {
    title: 'Behavioral Health Support',
    body: [
      'Health Advantage members can see in-network counselors, therapists and psychiatrists by video or in person. You do not need a referral for an in-network behavioral health visit.',
      `Call ${phoneLink('1-800-555-0161')} (TTY 711) for help finding a provider, Monday through Friday, 8 a.m. to 6 p.m. Central.`,
      crisisLine,
    ],
    image: 'behavioral-health.svg',
    buttonLabel: 'Find a counselor',
    buttonLink: '',
    buttonSSO: 'behavioral',
    templateType: 'image',
  }),
  programItem('bhealth_eap_emp', {
    title: 'Employee Assistance Program',
    body: {
      section_top: [
        'The Employee Assistance Program is free and confidential for Arkansas Blue Cross employees, their covered dependents and members of their household.',
        'Each person can have up to 6 confidential counseling sessions per concern, at no cost, for stress, relationships, grief, parenting, work and life changes.',
        'Counselors answer the phone 24 hours a day, 7 days a week, all year. The program can also help with legal and financial questions, child and elder care referrals, and more.',
      ],
      section_bottom: [
        `Call the Employee Assistance Program at ${phoneLink('1-800-555-0162')} (TTY 711), any time. What you share is not reported to your manager or to Human Resources.`,
        crisisLine,
      ],
    },
    image: 'behavioral-health.svg',
    buttonLabel: 'Start with the Employee Assistance Program',
    buttonLink: '',
    buttonSSO: 'behavioral',
    templateType: 'image',
  }),
  programItem('bhealth_emp', {
    title: 'Behavioral Health Support',
    body: [
      'Your employee plan covers counseling and psychiatry by video or in person with in-network providers.',
      'For short-term counseling at no cost, start with the Employee Assistance Program: up to 6 confidential sessions per concern, 24/7, all year.',
      crisisLine,
    ],
    image: 'behavioral-health.svg',
    buttonLabel: 'Find a counselor',
    buttonLink: '',
    buttonSSO: 'behavioral',
    templateType: 'image',
  }),
  programItem('bhealth_sud_ABCBS', {
    title: 'Recovery Support by Video',
    body: [
      'Telehealth treatment for alcohol and opioid use, with doctors, counselors and recovery coaches who meet you by video. Medications for opioid use disorder can be prescribed when appropriate.',
      'This service is for members age 18 and up. Your behavioral health benefits apply.',
      `Call ${phoneLink('1-800-555-0161')} (TTY 711) to talk with someone about getting started.`,
    ],
    image: false,
    buttonLabel: 'Get started with recovery support',
    buttonLink: '',
    buttonSSO: 'behavioral',
  }),
  programItem('bhealth_kids_ABCBS', {
    title: 'Behavioral Health for Kids and Teens',
    body: [
      'Child and adolescent therapists and psychiatrists help with anxiety, ADHD, mood, school and family concerns, by video or in person.',
      'This service is for members age 17 and under. A parent or guardian schedules the first visit.',
      crisisLine,
    ],
    image: false,
    buttonLabel: 'Find care for your child',
    buttonLink: '',
    buttonSSO: 'behavioral',
  }),
];
