import { useState } from 'react';
import { ConfirmDialog } from '@portal/ui/dialog';
import { failureMessage } from '@portal/api-client';
import { pcpData, type PrimaryCareProvider, type Provider } from './api';
import { providerAddress } from './current-pcp';

/**
 * Asks before changing the PCP, then makes the change. A refusal is explained inside the dialog, so
 * the member can pick another doctor without losing the search.
 */
export function ConfirmPcpDialog({
  memberId,
  provider,
  currentName,
  onChanged,
  onCancel,
}: {
  memberId: string;
  provider: Provider;
  currentName: string | null;
  onChanged: (pcp: PrimaryCareProvider) => void;
  onCancel: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);

  const change = async () => {
    setFailure(null);
    try {
      onChanged(await pcpData.choose(memberId, provider.providerId));
    } catch (error) {
      // The coded refusal (UPD-0021..0023) or the generic message.
      setFailure(failureMessage(error));
    }
  };

  return (
    <ConfirmDialog
      title="Change your primary care provider?"
      width={480}
      confirmLabel="Yes, make this my provider"
      busyLabel="Saving…"
      error={failure}
      onConfirm={change}
      onClose={onCancel}
    >
      <p>
        <strong>{provider.name}</strong>, {provider.specialty}
        <br />
        {providerAddress(provider)}
      </p>
      <p>
        The change starts on the first day of next month.
        {currentName ? ` Until then, ${currentName} stays your primary care provider.` : ''}
      </p>
    </ConfirmDialog>
  );
}
