// A form whose machinery (Formik, Yup, its schema: about 30 KB gzip) loads on the member's first intent
// on it, so a page that shows a form on arrival does not download it until someone uses the form. The
// form first draws from the kit's light fields (the same markup), and the real form is fetched on the
// first focus, pointer press, touch or key inside it. It then replaces the light one with what was
// typed, the focused control and its caret, so nothing is lost and a screen reader stays on the field.
// A submit before it arrives (Enter pressed at once) waits for it and is then made with the same values:
// never the browser's own submit, which would put the values in the address. If the form cannot arrive
// for that submit, the page's own message is drawn (or its error boundary says so).
import { useEffect, useLayoutEffect, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { FormIdContext } from '../field-ids';
import { LightFormMemory, restoreFocus, submitArrivedForm, type CarriedForm, type FormFieldValues } from './light-form-memory';

/** What the real form gets besides the page's own props: it draws its PortalForm with this id and class. */
export interface ArrivedFormProps<TValues extends FormFieldValues> {
  id: string;
  className?: string;
  /** The page's default values with whatever was typed before the form arrived. */
  startValues: TValues;
  /** The form's accessible name, when the page gives it one. */
  'aria-label'?: string;
}

export type FormOnIntentProps<TValues extends FormFieldValues, TProps extends object> = TProps & {
  /** The form's id, as PortalForm's (the prefix of every field id). */
  id: string;
  className?: string;
  'aria-label'?: string;
  defaultValues: TValues;
  /** The form's controls as they first draw: LightTextField, LightSelectField and the kit's Button. */
  lightFields: ReactNode;
  /**
   * Drawn before the form when its machinery could not load for a submit the member asked for; the
   * light form stays as it was, and `tryAgain` asks once more and submits when it arrives. Without
   * it, the page's error boundary says the page cannot work.
   */
  loadFailure?: (tryAgain: () => void) => ReactNode;
};

type ArrivedForm<TValues extends FormFieldValues, TProps extends object> = ComponentType<TProps & ArrivedFormProps<TValues>>;

function Arrived<TValues extends FormFieldValues, TProps extends object>({
  Form,
  memory,
  props,
}: {
  Form: ArrivedForm<TValues, TProps>;
  memory: LightFormMemory<TValues>;
  props: TProps & { id: string; className?: string; 'aria-label'?: string };
}) {
  // Read in the render that replaces the light form, so no keystroke falls between reading and replacing.
  const [carried] = useState<CarriedForm<TValues>>(() => memory.carry());
  const formId = props.id;
  useLayoutEffect(() => restoreFocus(formId, carried.focus), [formId, carried]);
  useEffect(() => {
    if (memory.takeSubmitRequest()) submitArrivedForm(formId);
  }, [memory, formId]);
  return <Form {...props} startValues={carried.values} />;
}

/**
 * A form component that draws `lightFields` at once and loads `load`'s form on intent. Once loaded (by
 * any instance), later instances draw the real form at once.
 */
export function formOnIntent<TValues extends FormFieldValues, TProps extends object = Record<never, never>>(
  load: () => Promise<{ default: ArrivedForm<TValues, TProps> }>,
): ComponentType<FormOnIntentProps<TValues, TProps>> {
  let arrived: ArrivedForm<TValues, TProps> | null = null;
  let loading: Promise<ArrivedForm<TValues, TProps>> | null = null;
  const fetchForm = () => {
    loading ??= load().then(
      (module) => (arrived = module.default),
      (error: unknown) => {
        // The next intent tries again.
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  return function FormOnIntent({
    id,
    className,
    'aria-label': label,
    defaultValues,
    lightFields,
    loadFailure,
    ...formProps
  }: FormOnIntentProps<TValues, TProps>) {
    const [Form, setForm] = useState(() => arrived);
    const [memory] = useState(() => new LightFormMemory(defaultValues));
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    // A submit the form never arrived for: the page's message, else its error boundary.
    if (failure && !loadFailure) throw failure.error;

    if (Form)
      return <Arrived Form={Form} memory={memory} props={{ ...(formProps as unknown as TProps), id, className, 'aria-label': label }} />;

    const start = () => {
      fetchForm().then(
        (form) => memory.whenNotPressed(() => setForm(() => form)),
        (error: unknown) => {
          if (!memory.submitWaiting) return;
          // The submit is over: a later arrival (on the next intent) must not make it unasked.
          if (loadFailure) memory.takeSubmitRequest();
          setFailure({ error });
        },
      );
    };
    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      memory.requestSubmit();
      start();
    };
    const tryAgain = () => {
      setFailure(null);
      memory.requestSubmit();
      start();
    };
    return (
      <>
        {failure && loadFailure?.(tryAgain)}
        <FormIdContext value={id}>
          <form
            ref={memory.attach}
            id={id}
            className={className}
            aria-label={label}
            noValidate
            onFocus={start}
            onPointerDown={() => {
              memory.pressStarted();
              start();
            }}
            onTouchStart={start}
            onKeyDown={start}
            onSubmit={submit}
          >
            {lightFields}
          </form>
        </FormIdContext>
      </>
    );
  };
}
