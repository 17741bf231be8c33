import { useRef, useState } from 'react';
import { PortalDialog } from '@portal/ui/dialog';
import { Button, ErrorAlert } from '@portal/ui';
import { failureMessage } from '@portal/api-client';
import { pcpData, type PrimaryCareProvider, type Provider } from './pcp-data';
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
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);

  const confirm = async () => {
    // A double click must not send the change twice.
    if (running.current) return;
    running.current = true;
    setSaving(true);
    setFailure(null);
    try {
      onChanged(await pcpData.choose(memberId, provider.providerId));
    } catch (error) {
      // The coded refusal (UPD-0021..0023) or the generic message.
      setFailure(failureMessage(error));
      setSaving(false);
    } finally {
      running.current = false;
    }
  };

  return (
    <PortalDialog
      title="Change your primary care provider?"
      width={480}
      onDismiss={onCancel}
      actions={(dismiss) => (
        <>
          <Button onClick={() => void confirm()} disabled={saving}>
            {saving ? 'Saving…' : 'Yes, make this my provider'}
          </Button>
          <Button variant="secondary" onClick={dismiss}>
            Cancel
          </Button>
        </>
      )}
    >
      {() => (
        <>
          <p>
            <strong>{provider.name}</strong>, {provider.specialty}
            <br />
            {providerAddress(provider)}
          </p>
          <p>
            The change starts on the first day of next month.
            {currentName ? ` Until then, ${currentName} stays your primary care provider.` : ''}
          </p>
          {failure && <ErrorAlert>{failure}</ErrorAlert>}
        </>
      )}
    </PortalDialog>
  );
}
