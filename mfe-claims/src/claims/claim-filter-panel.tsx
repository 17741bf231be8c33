// The panel the Filter button opens. The filter form's code arrives on the member's intent (see the
// claims page), so until the first press there is nothing in it; once the form is there it stays,
// hidden rather than removed while closed, so what the member typed but did not apply is kept.
import { createOnIntentLoader, LoadFailure, type LoadedOnIntent } from '@portal/ui';
import { genericMessages } from '@portal/api-client/error-messages';
import type { ClaimFilterForm, ClaimFilterFormProps } from './claim-filter-form';

type FilterForm = typeof ClaimFilterForm;

/** The form with its rules, Formik, Yup and the forms kit: one request, kept for the visit. */
export const claimFilterFormLoader = createOnIntentLoader<FilterForm>(() =>
  import('./claim-filter-form').then((module) => module.ClaimFilterForm),
);

interface ClaimFilterPanelProps extends ClaimFilterFormProps {
  id: string;
  open: boolean;
  filterForm: LoadedOnIntent<FilterForm>;
  /** Asks for the form's code again after it failed to arrive. */
  onTryAgain: () => void;
  /** A new key gives the form fresh values when the filters are cleared from outside it. */
  formKey: number;
}

export function ClaimFilterPanel({ id, open, filterForm, onTryAgain, formKey, ...formProps }: ClaimFilterPanelProps) {
  const Form = filterForm.loaded;
  return (
    <>
      <div id={id} hidden={!open}>
        {Form && <Form key={formKey} {...formProps} />}
      </div>
      {filterForm.failed && !open && <LoadFailure message={genericMessages.event} onRetry={onTryAgain} />}
    </>
  );
}
