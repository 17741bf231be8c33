// The Linking Disclaimer dialog of the footer (docs/product/routes-and-guards.md#routes-public), with its Close button, in the page's
// brand (its text differs by brand).
import { PortalDialog } from '@portal/ui/dialog';
import { usePageBrand } from '../brand/use-page-brand';

export default function LinkingDisclaimerDialog({ onClose }: { onClose: () => void }) {
  const brand = usePageBrand();
  return (
    <PortalDialog title="Linking disclaimer" width={480} onDismiss={onClose}>
      {() => <p>{brand.linkingDisclaimer}</p>}
    </PortalDialog>
  );
}
