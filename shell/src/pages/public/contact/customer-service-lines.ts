// Phone numbers and hours for reaching customer service, as data. Members also find their plan's own
// number on the back of their ID card; pharmacy hours are SPEC section 9's.

export interface CustomerServiceLine {
  id: string;
  title: string;
  /** Who the line is for. */
  audience: string;
  /** As shown; the dial string is derived from it. */
  phone: string;
  hours: string;
}

export const customerServiceLines: readonly CustomerServiceLine[] = [
  {
    id: 'member-services',
    title: 'Member customer service',
    audience: 'Arkansas Blue Cross and Blue Shield, Health Advantage and BlueAdvantage members',
    phone: '1-800-555-0100',
    hours: 'Monday to Friday, 8 a.m. to 5 p.m. Central',
  },
  {
    id: 'medicare',
    title: 'Medicare Advantage customer service',
    audience: 'Arkansas Blue Medicare and Octave Blue Medicare Advantage members',
    phone: '1-800-555-0110',
    hours: '8 a.m. to 8 p.m. Central, every day from October 1 to March 31; Monday to Friday from April 1 to September 30',
  },
  {
    id: 'pharmacy',
    title: 'Pharmacy support',
    audience: 'Questions about prescriptions, drug coverage and mail-order pharmacy',
    phone: '1-800-555-0120',
    hours: '7 a.m. to 8 p.m. Central, every day',
  },
  {
    id: 'portal-help',
    title: 'Member portal help',
    audience: 'Help with registering, signing in or a locked account',
    phone: '1-800-555-0130',
    hours: 'Monday to Friday, 7 a.m. to 6 p.m. Central',
  },
];

/** TTY users dial the relay service. */
export const ttyNumber = '711';
