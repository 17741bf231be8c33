// The Linking Disclaimer dialog of the footer (SPEC section 2), with its Close button.
import type { Brand } from '@portal/ui';
import { PortalDialog } from '@portal/ui/dialog';

export default function LinkingDisclaimerDialog({ brand, onClose }: { brand: Brand; onClose: () => void }) {
  return (
    <PortalDialog title="Linking Disclaimer" width={480} onDismiss={onClose}>
      {() => <p>{brand.linkingDisclaimer}</p>}
    </PortalDialog>
  );
}
