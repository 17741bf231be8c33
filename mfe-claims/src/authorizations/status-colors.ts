// Prior authorization statuses and their label colours: the table the member API shares
// (@portal/contracts/authorization-status), and what each colour tells the member.
import type { StatusLabelColor } from '@portal/contracts/authorization-status';

export { statusesByColor, statusLabelColor, type StatusLabelColor } from '@portal/contracts/authorization-status';

/** What each colour tells the member, in plain words (the legend and the details summary). */
export const colorMeaning: Readonly<Record<StatusLabelColor, { name: string; meaning: string }>> = {
  green: { name: 'Green', meaning: 'Approved, extended, or no approval needed.' },
  grey: { name: 'Gray', meaning: 'Received and waiting for a decision, or withdrawn.' },
  purple: { name: 'Purple', meaning: 'Could not be reviewed by us. Your provider may need to send it to the right plan or ask again.' },
  red: { name: 'Red', meaning: 'Under review, sent to an outside reviewer, or denied in full or in part.' },
};
