// The Terms of Use of the member portal, as data: 30 numbered sections, each with an anchor id for the
// table of contents and for links from elsewhere (/terms-of-use#filing-claims). They cover every topic
// docs/product/constants.md#constants-table names (license, login information, privacy, content you send us, multi-factor
// authentication by email or text, biometric sign-in, push notifications, cookies, text messages);
// limits quoted here are docs/product/constants.md#constants-table business constants and the sign-in rules of the sandbox's
// identity provider (a passcode expires after 5 minutes and allows 3 attempts).

export interface TermsSection {
  /** The anchor of the section; stable, because other pages and emails link to it. */
  id: string;
  title: string;
  paragraphs: readonly string[];
}

export const termsLastUpdated = 'November 1, 2026';

export const termsOfUseSections: readonly TermsSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    paragraphs: [
      'These Terms of Use govern your use of the member portal, including its pages, mobile views and any services offered through it. By registering for an account, signing in, or using any part of the portal, you agree to these terms.',
      'We may change these terms from time to time. The date at the top of this page shows when they were last updated. When a change materially affects your rights, we will tell you in the portal or by email before it takes effect.',
      'Continuing to use the portal after a change takes effect means you accept the updated terms.',
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
    id: 'license',
    title: 'License to use the portal',
    paragraphs: [
      'Subject to these terms, we grant you a limited, personal, non-exclusive, non-transferable and revocable license to use the portal, and the mobile app that gives access to it, to see and manage your own coverage and the coverage you are permitted to manage. The license ends when your account is closed or when we end your access under these terms.',
      'The portal, its software and its content are owned by us or our licensors and are protected by copyright, trademark and other laws. You may print or save information about your own coverage for personal use. You may not copy, change, sell, rent or distribute the portal or its content, or try to take its software apart, except as the law expressly allows.',
      'The Blue Cross and Blue Shield names and symbols are registered marks of the Blue Cross and Blue Shield Association. You may not use our names or logos without our written permission.',
    ],
  },
  {
    id: 'eligibility',
    title: 'Who may use the portal',
    paragraphs: [
      'The portal is for members and policyholders of health, dental and vision plans that we provide or administer, and for people they have lawfully authorized to act for them.',
      'You may use the portal only for your own coverage, or for coverage you are legally permitted to manage, such as that of a minor child on your policy.',
      'To register, you must verify your membership with information from your member ID card and personal details we already hold. The information you give us must be accurate, current and complete. You may have only one portal account. If your coverage changes, your account stays the same and shows the plans you have access to.',
    ],
  },
  {
    id: 'family-access',
    title: 'Family members and guardians',
    paragraphs: [
      'A policyholder can see information about dependents on the same policy as the law allows. Health records of dependents are visible to the policyholder until the dependent turns 18.',
      'Adult dependents control whether the policyholder can see their claims and other information, using the family access setting in their own account.',
      'Children under 14 cannot register their own accounts. A parent or legal guardian must register for them and accepts these terms on the child’s behalf. A guardian who registers for a child confirms that he or she has the legal authority to act for that child.',
    ],
  },
  {
    id: 'sign-in-security',
    title: 'Your login information',
    paragraphs: [
      'Your login information is your username, your password and the answers to your security questions. Your username must be at least 8 letters and numbers. Your password must be at least 8 characters and include an uppercase letter, a lowercase letter, a number and a special character.',
      'Keep your login information to yourself. Never share your password, your security answers or a passcode with anyone: our staff will never ask you for them. You are responsible for activity on your account, so sign out when you finish, especially on a shared or public device.',
      'For your protection, your account locks after the third failed sign-in attempt. You can unlock it by resetting your password or by calling customer service. Tell us right away if you think someone else knows your login information or has used your account.',
    ],
  },
  {
    id: 'multi-factor-authentication',
    title: 'Multi-factor authentication by email or text',
    paragraphs: [
      'Each time you sign in with your username and password, we also ask for a one-time passcode. You choose whether we send it to the email address or the mobile phone number on your account. A passcode works once and expires 5 minutes after we send it.',
      'What we tell you depends on how many attempts you have made. If you enter an incorrect passcode, we tell you how many attempts you have left. After the third incorrect passcode, that passcode stops working and you must sign in again to get a new one. If we have neither an email address nor a mobile phone number on file for you, we cannot send a passcode, and we ask you to contact us.',
      'Keep your email account and your mobile phone secure, and update them in your settings when they change. When you change either of them, we ask for your password and let the old address or number know.',
    ],
  },
  {
    id: 'biometric-sign-in',
    title: 'Biometric sign-in',
    paragraphs: [
      'Our mobile app lets you sign in with your fingerprint or face, using the biometric features of your own device, instead of typing your password. You can turn biometric sign-in on or off in the app at any time.',
      'Your fingerprint and face data stay on your device. We never receive or store them: your device only tells the app whether the check succeeded. Anyone whose fingerprint or face is enrolled on your device may be able to sign in to your account, so turn on biometric sign-in only on a device that you alone use.',
      'If the check fails, or after the fingerprints or faces enrolled on your device change, you sign in with your username, your password and a one-time passcode instead.',
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
    id: 'privacy',
    title: 'Privacy of your health information',
    paragraphs: [
      'We protect your health information as required by the Health Insurance Portability and Accountability Act (HIPAA) and other laws. Our Notice of Privacy Practices explains how we use and share your information and the rights you have. You can ask us for a copy at any time.',
      'We do not sell your personal information. How we use cookies is explained in the next section, and what we do with the messages and forms you send us in the section after it.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies and similar technology',
    paragraphs: [
      'We use cookies and similar technology, such as your browser’s session storage, to keep you signed in, to keep the portal secure, to remember choices such as a notice you have dismissed, and to understand how the portal is used so that we can fix problems and improve it. What we record about how pages are used never includes your health information.',
      'Cookies that keep you signed in and keep the portal secure are needed for it to work. You can block or delete cookies in your browser’s settings, but parts of the portal may then stop working. We do not use cookies to show you advertising.',
    ],
  },
  {
    id: 'user-content',
    title: 'Content you send us',
    paragraphs: [
      'You can send us information through the portal, such as messages to member services, contact forms, chat conversations and the display name you choose. You are responsible for what you send. It must be accurate and lawful, and it must be about your own coverage or coverage you are permitted to manage.',
      'You keep any rights you have in what you send. You allow us to use, copy and store it to answer you, to administer your plan and as the law requires. We keep records of what you send as the law requires.',
      'Do not send content that is offensive, that infringes the rights of others, or that contains harmful code. We may remove such content and may end access to the portal for anyone who sends it.',
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
    id: 'text-messages',
    title: 'Text messages',
    paragraphs: [
      'If you give us a mobile phone number, you agree that we may send text messages to it: one-time passcodes when you sign in or recover your account and, if you choose them in your settings, alerts about your account and your plan. How often we send alerts depends on your account activity. Message and data rates may apply.',
      'Reply STOP to an alert to stop receiving alerts, or HELP for help. Passcodes you ask for are still sent, because signing in needs them; choose email in your settings to receive passcodes by email instead. Mobile carriers are not liable for delayed or undelivered messages.',
      'Text messages are not encrypted, so we never put your health details in them. A text may tell you that something new is waiting for you in the portal’s message center.',
    ],
  },
  {
    id: 'push-notifications',
    title: 'Push notifications',
    paragraphs: [
      'If you allow them on your device, our mobile app can send you push notifications, for example when a new message or an update about a claim is waiting for you in the portal. You can turn them off at any time in your device’s settings or in the app.',
      'Notifications may appear on your lock screen, where others can see them. We keep health details out of notifications, but change your device’s settings if others can see your screen. Notifications are a convenience: the portal’s message center is the record of what we send you.',
    ],
  },
  {
    id: 'coverage-information',
    title: 'Benefit, coverage and claims information',
    paragraphs: [
      'Information in the portal about your benefits, deductibles, out-of-pocket amounts and eligibility is a summary. Your coverage is governed by your plan documents, such as your benefit certificate, evidence of coverage or summary plan description.',
      'Information in the portal is not a guarantee of payment. Whether a service is covered depends on the terms of your plan, your eligibility on the date of service and the medical necessity of the service. Claims usually appear in the portal after we have processed them. Amounts shown for recent claims may change if a claim is adjusted.',
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
    title: 'Health programs, partner websites and links',
    paragraphs: [
      'Some health and wellness programs are provided by independent companies that work with us. When you open one of these programs from the portal, we securely send the partner the information needed to sign you in.',
      'Each partner has its own terms of use and privacy policy, which apply when you use its website or app.',
      'The portal contains links to websites that we do not operate. Before you leave the portal, we tell you that you are going to another website. We are not responsible for the content, products, services or privacy practices of other websites. A link does not mean that we endorse the website or its owner.',
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
    id: 'availability',
    title: 'Availability and maintenance',
    paragraphs: [
      'We work to keep the portal available at all times, but we do not promise that it will be uninterrupted or free of errors. We may take it offline for scheduled maintenance and will show a notice when we do.',
      'When the portal is not available, you can call customer service for help with your coverage.',
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
