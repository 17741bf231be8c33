// Said on the payment form and on its review when autopay will pay the bill being paid, so a member
// does not pay it twice without knowing (autopay-draft.ts has the rule and the words).
import { Callout } from '@portal/ui';
import { autopayWarningText, type AutopayDraft } from './autopay-draft';

export function AutopayWarning({ draft }: { draft: AutopayDraft | null }) {
  if (!draft) return null;
  const { title, lines } = autopayWarningText(draft);
  return (
    <Callout title={title} headingLevel={3} tone="warning">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </Callout>
  );
}
