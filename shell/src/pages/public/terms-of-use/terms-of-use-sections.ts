// The Terms of Use of the member portal, as data: 30 numbered sections, each with an anchor id for the
// table of contents and for links from elsewhere (/terms-of-use#filing-claims). Limits quoted here are
// SPEC section 9's business constants.

export interface TermsSection {
  /** The anchor of the section; stable, because other pages and emails link to it. */
  id: string;
  title: string;
  paragraphs: readonly string[];
}

export const termsLastUpdated = 'January 1, 2026';

export const termsOfUseSections: readonly TermsSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    paragraphs: [
      'These Terms of Use govern your use of the member portal, including its pages, mobile views and any services offered through it. By registering for an account, signing in, or using any part of the portal, you agree to these terms.',
      'If you do not agree to these terms, do not use the portal. You can still reach us by phone using the customer service number on the back of your member ID card.',
    ],
  },
  {
    id: 'who-we-are',
    title: 'Who we are',
    paragraphs: [
      'The portal is operated by Arkansas Blue Cross and Blue Shield on behalf of itself and its affiliated companies, including Health Advantage, BlueAdvantage Administrators of Arkansas, Arkansas Blue Medicare and Octave Blue Medicare Advantage. In these terms, “we”, “us” and “our” mean the company that provides or administers your health plan.',
      'Each of these companies is an independent licensee of the Blue Cross and Blue Shield Association.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    paragraphs: [
      'We may change these terms from time to time. The date at the top of this page shows when they were last updated. When a change materially affects your rights, we will tell you in the portal or by email before it takes effect.',
      'Continuing to use the portal after a change takes effect means you accept the updated terms.',
    ],
  },
  {
    id: 'eligibility',
    title: 'Who may use the portal',
    paragraphs: [
      'The portal is for members and policyholders of health, dental and vision plans that we provide or administer, and for people they have lawfully authorized to act for them.',
      'You may use the portal only for your own coverage, or for coverage you are legally permitted to manage, such as that of a minor child on your policy.',
    ],
  },
  {
    id: 'account-registration',
    title: 'Registering for an account',
    paragraphs: [
      'To register, you must verify your membership with information from your member ID card and personal details we already hold. The information you give us must be accurate, current and complete.',
      'You may have only one portal account. If your coverage changes, your account stays the same and shows the plans you have access to.',
    ],
  },
  {
    id: 'sign-in-security',
    title: 'Usernames, passwords and one-time passcodes',
    paragraphs: [
      'Your username must be at least 8 letters and numbers. Your password must be at least 8 characters and include an uppercase letter, a lowercase letter, a number and a special character.',
      'When you sign in, we send a one-time passcode to the email address or mobile phone number on your account. Never share your password or a passcode with anyone. Our staff will never ask you for them.',
    ],
  },
  {
    id: 'account-security',
    title: 'Keeping your account secure',
    paragraphs: [
      'You are responsible for activity on your account. Sign out when you finish, especially on a shared or public device.',
      'For your protection, your account locks after the third failed sign-in attempt. You can unlock it by resetting your password or by calling customer service. Tell us right away if you think someone else has used your account.',
    ],
  },
  {
    id: 'family-access',
    title: 'Access for family members',
    paragraphs: [
      'A policyholder can see information about dependents on the same policy as the law allows. Health records of dependents are visible to the policyholder until the dependent turns 18.',
      'Adult dependents control whether the policyholder can see their claims and other information, using the family access setting in their own account.',
    ],
  },
  {
    id: 'guardians',
    title: 'Guardians and members under 14',
    paragraphs: [
      'Children under 14 cannot register their own accounts. A parent or legal guardian must register for them and accepts these terms on the child’s behalf.',
      'A guardian who registers for a child confirms that he or she has the legal authority to act for that child.',
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy of your health information',
    paragraphs: [
      'We protect your health information as required by the Health Insurance Portability and Accountability Act (HIPAA) and other laws. Our Notice of Privacy Practices explains how we use and share your information and the rights you have. You can ask us for a copy at any time.',
      'We use cookies and similar technology to keep you signed in, to keep the portal secure and to understand how it is used. We do not sell your personal information.',
    ],
  },
  {
    id: 'electronic-communications',
    title: 'Electronic communications and paperless documents',
    paragraphs: [
      'By using the portal, you agree that we may send you notices, messages and documents electronically, including to the message center in the portal and to the email address on your account.',
      'If you choose paperless explanations of benefits, member notifications or annual benefit letters, we will post them in the portal instead of mailing them. You can change these choices in your settings at any time.',
    ],
  },
  {
    id: 'coverage-information',
    title: 'Benefit and coverage information',
    paragraphs: [
      'Information in the portal about your benefits, deductibles, out-of-pocket amounts and eligibility is a summary. Your coverage is governed by your plan documents, such as your benefit certificate, evidence of coverage or summary plan description.',
      'Information in the portal is not a guarantee of payment. Whether a service is covered depends on the terms of your plan, your eligibility on the date of service and the medical necessity of the service.',
    ],
  },
  {
    id: 'claims-information',
    title: 'Claims and explanations of benefits',
    paragraphs: [
      'Claims usually appear in the portal after we have processed them. Amounts shown for recent claims may change if a claim is adjusted.',
      'Your explanation of benefits shows what the provider billed, what your plan paid and what you may owe. It is not a bill. Your provider will bill you for any amount you owe.',
    ],
  },
  {
    id: 'filing-claims',
    title: 'Filing claims',
    paragraphs: [
      'Most providers in our networks file claims for you. If you need to file a claim yourself, for example for care you received outside the network or outside the country, you can find the claim forms in the Documents section of the portal.',
      'Claims must be filed within 1 year of the date of service. Claims received more than 1 year after the date of service will be denied, unless your plan documents allow a longer period or the law requires otherwise.',
    ],
  },
  {
    id: 'appeals',
    title: 'Appeals and complaints',
    paragraphs: [
      'If you disagree with a decision we made about a claim or a request for care, you may appeal it. Your explanation of benefits tells you how to appeal and the deadline for doing so.',
      'We will decide a claim appeal within 30 days of receiving it, unless the law or your plan allows a different time. Medicare Advantage members have the appeal rights described in their Evidence of Coverage.',
    ],
  },
  {
    id: 'payments',
    title: 'Premium payments and automatic drafts',
    paragraphs: [
      'Payments you make in the portal usually post to your account within 24 to 48 hours. A payment is not complete until your bank or card issuer approves it.',
      'If you enroll in automatic payments, we draft your premium on the 26th of each month from the account you choose. You must keep enough funds in that account, and you may be charged fees by your bank if a draft is returned.',
    ],
  },
  {
    id: 'id-cards',
    title: 'Member ID cards',
    paragraphs: [
      'You can view, download, email or fax your member ID card in the portal. A digital ID card is valid proof of coverage wherever a printed card is accepted.',
      'Replacement cards you order in the portal arrive by mail within 7 business days.',
    ],
  },
  {
    id: 'prior-authorizations',
    title: 'Prior authorizations',
    paragraphs: [
      'Some services need approval before you receive them. The portal shows the status of authorization requests your providers have submitted for you.',
      'An approved authorization is not a guarantee of payment. Payment still depends on your eligibility and benefits on the date of service.',
    ],
  },
  {
    id: 'find-care',
    title: 'Provider directory and cost estimates',
    paragraphs: [
      'We update provider information regularly, but providers can join or leave our networks at any time. Call the provider before your visit to confirm that they are in your network and accepting new patients.',
      'Cost estimates are based on typical charges and your benefits at the time of the estimate. What you actually pay may be different.',
    ],
  },
  {
    id: 'pharmacy',
    title: 'Pharmacy information',
    paragraphs: [
      'Drug lists, prices and pharmacy information in the portal may change during the plan year. Pharmacy support is available from 7 a.m. to 8 p.m. Central time.',
      'Pharmacy features of the portal are available to members aged 17 and older.',
    ],
  },
  {
    id: 'programs-and-partners',
    title: 'Health programs and partner websites',
    paragraphs: [
      'Some health and wellness programs are provided by independent companies that work with us. When you open one of these programs from the portal, we securely send the partner the information needed to sign you in.',
      'Each partner has its own terms of use and privacy policy, which apply when you use its website or app.',
    ],
  },
  {
    id: 'links',
    title: 'Links to other websites',
    paragraphs: [
      'The portal contains links to websites that we do not operate. Before you leave the portal, we tell you that you are going to another website.',
      'We are not responsible for the content, products, services or privacy practices of other websites. A link does not mean that we endorse the website or its owner.',
    ],
  },
  {
    id: 'not-medical-advice',
    title: 'Not medical advice',
    paragraphs: [
      'Health information in the portal is for general education. It is not medical advice and does not replace the advice of your doctor or other health care professional.',
      'If you think you are having a medical emergency, call 911 or go to the nearest emergency room.',
    ],
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    paragraphs: [
      'You agree not to misuse the portal. You may not try to access information you are not authorized to see, interfere with the portal’s security or operation, use automated tools to collect information from it, or upload harmful code.',
      'We may suspend or end your access if you break these terms or if we need to protect you, other members or our systems.',
    ],
  },
  {
    id: 'intellectual-property',
    title: 'Trademarks and content',
    paragraphs: [
      'The portal and its content are owned by us or our licensors and are protected by copyright and trademark laws. You may print or save information about your own coverage for personal use.',
      'The Blue Cross and Blue Shield names and symbols are registered marks of the Blue Cross and Blue Shield Association. You may not use our names or logos without our written permission.',
    ],
  },
  {
    id: 'availability',
    title: 'Availability and maintenance',
    paragraphs: [
      'We work to keep the portal available at all times, but we do not promise that it will be uninterrupted or free of errors. We may take it offline for scheduled maintenance and will show a notice when we do.',
      'When the portal is not available, you can call customer service for help with your coverage.',
    ],
  },
  {
    id: 'session-timeout',
    title: 'Automatic sign-out',
    paragraphs: [
      'To protect your information, we warn you after 12 minutes without activity and sign you out 3 minutes later if you do not choose to stay signed in.',
      'Information you have not submitted before you are signed out may not be saved.',
    ],
  },
  {
    id: 'liability',
    title: 'Disclaimer and limitation of liability',
    paragraphs: [
      'The portal is provided “as is” and “as available”. To the extent the law allows, we disclaim all warranties, express or implied, about the portal and its content.',
      'To the extent the law allows, we are not liable for indirect, incidental or consequential damages that result from your use of the portal or your inability to use it. Nothing in these terms limits your rights under your health plan or under the law.',
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    paragraphs: [
      'These terms are governed by the laws of the State of Arkansas and applicable federal law, without regard to conflict of law rules.',
      'If any part of these terms is found to be unenforceable, the rest of the terms remain in effect.',
    ],
  },
  {
    id: 'contact-us',
    title: 'Contacting us',
    paragraphs: [
      'If you have questions about these terms or about your coverage, use the Contact Us page of the portal or call the customer service number on the back of your member ID card.',
      'We provide free language assistance and free aids, such as large print, to people with disabilities. Call customer service to ask for them. TTY users may dial 711.',
    ],
  },
];
