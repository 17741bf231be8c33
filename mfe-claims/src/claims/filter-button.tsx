import { Button, type IntentHandlers } from '@portal/ui';

/**
 * Opens and closes the filter form, which waits behind it so that a phone shows the claims first. It
 * says how many filters are on, so a member knows the list is narrowed without opening the form.
 */
export function FilterButton({
  count,
  open,
  controls,
  onToggle,
  intent,
}: {
  count: number;
  open: boolean;
  controls: string;
  onToggle: () => void;
  /** Starts loading what the button opens when the member reaches for it. */
  intent?: IntentHandlers;
}) {
  return (
    <Button variant="secondary" aria-expanded={open} aria-controls={controls} onClick={onToggle} {...intent}>
      Filter{count > 0 ? ` (${count} on)` : ''}
      {/* Shows open or closed at a glance; assistive technology has aria-expanded. */}
      <span aria-hidden="true">&nbsp;{open ? '▴' : '▾'}</span>
    </Button>
  );
}
