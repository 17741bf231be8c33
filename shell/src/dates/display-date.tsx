// A date in the shell's always-loaded parts (the header's profile panel, plan selection), shown through
// the one date module's display entry (@portal/ui/dates/display, which needs no Luxon). Those parts are
// in the shell's start-up code, so the module loads on demand here, when a date is first shown, rather
// than with every page (and /login).
import { lazy, Suspense } from 'react';
import type { DateValue } from '@portal/ui/dates/display';

const FormattedDate = lazy(() =>
  import('@portal/ui/dates/display').then(({ formatDate }) => ({ default: ({ value }: { value: DateValue }) => <>{formatDate(value)}</> })),
);

/** MM/DD/YYYY in Central time, or "invalid date" (docs/product/validation.md#format-phone). */
export function DisplayDate({ value }: { value: DateValue }) {
  return (
    <Suspense fallback={null}>
      <FormattedDate value={value} />
    </Suspense>
  );
}
