// What each prior authorization status means, in plain words beside its label, and what the details of
// a request say about the decision. A request with no decision yet says so, and never shows an approved
// figure: the back end reports 0 approved units for a request nobody has decided, which reads as a refusal.
// A status this list does not know gets no wording (its label alone shows, as plain text).

/** Where a request stands: waiting for a decision, decided on, or closed without a decision on the service. */
export type AuthorizationStage = 'undecided' | 'decided' | 'closed';

export interface StatusWording {
  stage: AuthorizationStage;
  /** Beside the label: what this status means for the member. */
  explanation: string;
  /** What the details of the request say first about the decision. */
  summary: string;
  /** Whether units were approved to show (approved, extended, partly denied); a denial says in words that none were. */
  showsApprovedUnits: boolean;
}

const noDecisionYet = 'No decision yet — we will write to you when we decide, and the decision will show here.';

const undecided = (whatHappens: string): StatusWording => ({
  stage: 'undecided',
  explanation: `${whatHappens} No decision yet.`,
  summary: `${whatHappens} ${noDecisionYet}`,
  showsApprovedUnits: false,
});
const approved = (explanation: string): StatusWording => ({
  stage: 'decided',
  explanation,
  summary: explanation,
  showsApprovedUnits: true,
});
const denied = (explanation: string): StatusWording => ({ stage: 'decided', explanation, summary: explanation, showsApprovedUnits: false });
const closed = (explanation: string): StatusWording => ({ stage: 'closed', explanation, summary: explanation, showsApprovedUnits: false });

const denialLetter = 'Your decision letter explains why and how to appeal.';

const wordingByStatus: Readonly<Record<string, StatusWording>> = {
  Approved: approved('We approved this service.'),
  'No PA Required': closed('This service does not need our approval, so there is nothing to approve.'),
  'Extension Granted per Member Representative Request': approved('We approved more time or more units, as your representative asked.'),
  'Extension Granted per Member Request': approved('We approved more time or more units, as you asked.'),
  'Extension Granted per Provider Request': approved('We approved more time or more units, as your provider asked.'),
  'New Request': undecided('We received this request from your provider.'),
  'Withdrawn per Member Representative Request': closed('Your representative withdrew this request, so we did not decide on it.'),
  'Withdrawn per Member Request': closed('You withdrew this request, so we did not decide on it.'),
  'Withdrawn per Provider Request': closed('Your provider withdrew this request, so we did not decide on it.'),
  'Authorization sent to wrong Payor': closed(
    'Another plan or insurer decides on this service. Your provider needs to send the request to them.',
  ),
  'Not Eligible for Review after Services Rendered': closed(
    'The care was given before we received the request, so we could not review it in advance. We review the claim instead.',
  ),
  'Authorization referred to outside Vendor': undecided('We sent this request to an outside company that reviews this kind of service.'),
  Denied: denied(`We did not approve this service. ${denialLetter}`),
  'Denied after Doctor to Doctor Review': denied(
    `We did not approve this service after our doctor spoke with your provider. ${denialLetter}`,
  ),
  'Denied: Benefit Limit Exceeded': denied(
    `We did not approve this service because you have reached your plan’s limit for it. ${denialLetter}`,
  ),
  'Denied: Insufficient Information': denied(
    'We did not approve this service because we did not get enough information to decide. Your provider can send more and ask again.',
  ),
  'Denied: No Out of Network Benefit': denied(
    `We did not approve this service because your plan does not cover this provider outside its network. ${denialLetter}`,
  ),
  'Denied: Not a Covered Benefit': denied(`We did not approve this service because your plan does not cover it. ${denialLetter}`),
  'Denied: Please Refer to Denial Letter for Detailed Explanation': denied(`We did not approve this service. ${denialLetter}`),
  'Denied: Pre-surgical requirements unmet': denied(
    `We did not approve this surgery because steps needed before it, such as tests or other treatment first, were not done. ${denialLetter}`,
  ),
  'Partial Denial: Please contact your provider': approved(
    'We approved part of this request and did not approve the rest. Your provider can tell you what was approved.',
  ),
  'Under Review': undecided('A nurse or doctor is reviewing this request.'),
};

const wordingByLowerCase = new Map(Object.entries(wordingByStatus).map(([status, wording]) => [status.toLowerCase(), wording] as const));

/** The wording of a status, ignoring case and surrounding spaces; null for a status this list does not know. */
export function statusWording(status: unknown): StatusWording | null {
  if (typeof status !== 'string') return null;
  return wordingByLowerCase.get(status.trim().toLowerCase()) ?? null;
}
