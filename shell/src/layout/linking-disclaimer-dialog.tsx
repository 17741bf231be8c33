// The Linking Disclaimer dialog of the footer (SPEC section 2), with its Close button.
import * as Dialog from '@radix-ui/react-dialog';
import type { Brand } from '@portal/ui';
import { Button } from '@portal/ui';
import styles from '../feedback/dialog.module.css';
import { useReturnFocus } from '../feedback/use-return-focus';

export default function LinkingDisclaimerDialog({ brand, onClose }: { brand: Brand; onClose: () => void }) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (open) return;
        onClose();
        returnFocus();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} style={{ width: 480 }} aria-describedby="linking-disclaimer-text">
          <Dialog.Title className={styles.title}>Linking Disclaimer</Dialog.Title>
          <p id="linking-disclaimer-text">{brand.linkingDisclaimer}</p>
          <Dialog.Close asChild>
            <Button>Close</Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
