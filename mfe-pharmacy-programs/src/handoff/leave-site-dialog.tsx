// The program redirect modal (docs/product/session.md#session-bell): before a program leaves the portal for a partner or an
// outside site, the member learns that another company runs it and that it opens in a new tab.
import { useSession } from '@portal/session';
import { brandOf, Button, buttonClassName } from '@portal/ui';
import { PortalDialog } from '@portal/ui/dialog';
import type { HandoffAction } from './handoff-action';

export interface LeaveSiteDialogProps {
  /** What the member is going to, e.g. the program's title. */
  destination: string;
  action: Extract<HandoffAction, { kind: 'sso' | 'external' }>;
  /** Runs inside the member's click on Continue (so a new window is allowed to open). */
  onContinue: () => void;
  onDismiss: () => void;
}

export function LeaveSiteDialog({ destination, action, onContinue, onDismiss }: LeaveSiteDialogProps) {
  const brand = brandOf(useSession((state) => state.selectedPlan?.tier1));
  return (
    <PortalDialog
      title="You are leaving our website"
      width={480}
      onDismiss={onDismiss}
      actions={(dismiss) => (
        <>
          <Button variant="secondary" onClick={dismiss}>
            Go Back
          </Button>
          {action.kind === 'sso' ? (
            <Button
              onClick={() => {
                onContinue();
                dismiss();
              }}
            >
              Continue
            </Button>
          ) : (
            <a
              className={buttonClassName('primary')}
              href={action.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => {
                onContinue();
                dismiss();
              }}
            >
              Continue<span className="portal-visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
        </>
      )}
    >
      {() => (
        <>
          <p>{brand.linkingDisclaimer}</p>
          <p>{destination} opens in a new tab. This tab stays open, so you can come back to the portal at any time.</p>
        </>
      )}
    </PortalDialog>
  );
}
