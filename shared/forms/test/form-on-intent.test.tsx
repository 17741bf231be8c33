// A form drawn at once whose machinery loads on intent: it looks the same before and after, the real
// form takes over what was typed and where the focus was, and a submit made before it arrived waits
// for it and is then made with the same values.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object } from 'yup';
import { Button } from '@portal/ui';
import {
  ChoiceGroupField,
  PortalForm,
  SelectField,
  TextField,
  requiredText,
  text,
  usePortalForm,
  type SubmittedValues,
} from '../src/index';
import { formOnIntent, LightSelectField, LightTextField, type ArrivedFormProps } from '../src/on-intent';
import { LightChoiceGroupField } from '../src/on-intent/choices';

const schema = object({
  firstName: requiredText('Enter a first name'),
  email: text(),
  topic: text(),
});
type Values = { firstName: string; email: string; topic: string };
type Submitted = SubmittedValues<typeof schema>;
const empty: Values = { firstName: '', email: '', topic: '' };
const topics = [
  { value: 'claims', label: 'Claims' },
  { value: 'billing', label: 'Billing' },
];

interface Sent {
  onSent: (values: Submitted) => void;
}

/** The real form, as a page's lazily loaded module draws it. */
function RealForm({ id, className, startValues, onSent }: Sent & ArrivedFormProps<Values>) {
  const form = usePortalForm({ schema, defaultValues: startValues });
  return (
    <PortalForm id={id} form={form} className={className} onSubmit={onSent}>
      <TextField name="firstName" label="First name" hint="As on the member card" autoComplete="off" />
      <TextField name="email" label="Email address" type="email" />
      <SelectField name="topic" label="Topic" options={topics} placeholder="Any topic" />
      <Button type="submit">Search</Button>
    </PortalForm>
  );
}

const lightFields = (
  <>
    <LightTextField name="firstName" label="First name" hint="As on the member card" autoComplete="off" />
    <LightTextField name="email" label="Email address" type="email" />
    <LightSelectField name="topic" label="Topic" options={topics} placeholder="Any topic" />
    <Button type="submit">Search</Button>
  </>
);

/** A form on intent whose module arrives when the test says so. */
function formArrivingOnCue() {
  let arrive: () => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<{ default: typeof RealForm }>((resolve) => {
        arrive = () => resolve({ default: RealForm });
      }),
  );
  const Form = formOnIntent<Values, Sent>(load);
  return { Form, load, arrive: () => act(async () => arrive()) };
}

/** The markup with each element's attributes in name order, so two drawings compare as the page sees them. */
function markupOf(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const node of [copy, ...Array.from(copy.querySelectorAll('*'))]) {
    const attributes = Array.from(node.attributes)
      .map(({ name, value }) => [name, value] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) node.removeAttribute(name);
    for (const [name, value] of attributes) node.setAttribute(name, value);
  }
  return copy.outerHTML;
}

const firstName = () => screen.getByLabelText('First name');

describe('formOnIntent', () => {
  it('draws the same markup before the form machinery loads as the real form draws', () => {
    const { Form } = formArrivingOnCue();
    const light = render(<Form id="find" className="page-form" defaultValues={empty} lightFields={lightFields} onSent={jest.fn()} />);
    const lightMarkup = markupOf(light.container.querySelector('form')!);
    light.unmount();
    const real = render(<RealForm id="find" className="page-form" startValues={empty} onSent={jest.fn()} />);
    expect(markupOf(real.container.querySelector('form')!)).toBe(lightMarkup);
  });

  it('loads nothing until the member shows intent on the form, then loads it once', async () => {
    const user = userEvent.setup();
    const { Form, load } = formArrivingOnCue();
    render(<Form id="find" defaultValues={empty} lightFields={lightFields} onSent={jest.fn()} />);
    expect(load).not.toHaveBeenCalled();
    await user.click(firstName());
    await user.keyboard('a');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('carries what was typed and the focused field with its caret over to the real form', async () => {
    const user = userEvent.setup();
    const onSent = jest.fn();
    const { Form, arrive } = formArrivingOnCue();
    render(<Form id="find" defaultValues={empty} lightFields={lightFields} onSent={onSent} />);
    await user.selectOptions(screen.getByLabelText('Topic'), 'billing');
    await user.type(screen.getByLabelText('Email address'), 'lee@example.com');
    await user.click(firstName());
    await user.keyboard('Lee');
    await user.keyboard('{ArrowLeft}');
    const lightField = firstName();

    await arrive();
    const realField = firstName() as HTMLInputElement;
    expect(realField).not.toBe(lightField);
    expect(realField).toHaveValue('Lee');
    expect(screen.getByLabelText('Email address')).toHaveValue('lee@example.com');
    expect(screen.getByLabelText('Topic')).toHaveValue('billing');
    expect(realField).toHaveFocus();
    expect(realField.selectionStart).toBe(2);

    // Typing goes on at the caret ("Le|e"), into the real form, and the real form sends it.
    await user.keyboard('o{End}n');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSent).toHaveBeenCalledWith({ firstName: 'Leoen', email: 'lee@example.com', topic: 'billing' });
  });

  it('makes a submit pressed before the form arrived once it arrives, with the same values, and never the browser’s own', async () => {
    const user = userEvent.setup();
    const onSent = jest.fn();
    const nativeSubmit = jest.fn();
    const { Form, arrive } = formArrivingOnCue();
    render(
      <div onSubmit={(event) => nativeSubmit(event.defaultPrevented)}>
        <Form id="find" defaultValues={empty} lightFields={lightFields} onSent={onSent} />
      </div>,
    );
    await user.click(firstName());
    await user.keyboard('Lee{Enter}');
    expect(onSent).not.toHaveBeenCalled();
    expect(nativeSubmit).toHaveBeenCalledWith(true);

    await arrive();
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(onSent).toHaveBeenCalledWith({ firstName: 'Lee', email: '', topic: '' });
    expect(firstName()).toHaveFocus();
  });

  it('lets a press on Search that began before the form arrived end on the light form, then submits it', async () => {
    const user = userEvent.setup();
    const onSent = jest.fn();
    const { Form, arrive } = formArrivingOnCue();
    render(<Form id="find" defaultValues={{ ...empty, firstName: 'Ann' }} lightFields={lightFields} onSent={onSent} />);
    const search = screen.getByRole('button', { name: 'Search' });
    await user.pointer({ keys: '[MouseLeft>]', target: search });
    await arrive();
    // Replaced now, the button would never get the click.
    expect(screen.getByRole('button', { name: 'Search' })).toBe(search);
    await user.pointer({ keys: '[/MouseLeft]', target: search });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(onSent).toHaveBeenCalledWith({ firstName: 'Ann', email: '', topic: '' });
    expect(screen.getByRole('button', { name: 'Search' })).not.toBe(search);
  });

  it('draws the real form at once, with the default values, once it has loaded', async () => {
    const user = userEvent.setup();
    const { Form, load, arrive } = formArrivingOnCue();
    const first = render(<Form id="find" defaultValues={empty} lightFields={lightFields} onSent={jest.fn()} />);
    await user.click(firstName());
    await arrive();
    first.unmount();

    render(<Form id="find" defaultValues={{ ...empty, firstName: 'Ann' }} lightFields={lightFields} onSent={jest.fn()} />);
    expect(firstName()).toHaveValue('Ann');
    expect(firstName()).not.toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('formOnIntent with radio buttons and a name', () => {
  const radioSchema = object({ contact: text(), note: text() });
  type RadioValues = { contact: string; note: string };
  const ways = [
    { value: 'phone', label: 'Phone' },
    { value: 'mail', label: 'Mail' },
  ];

  function RadioForm({ id, startValues, 'aria-label': label }: ArrivedFormProps<RadioValues>) {
    const form = usePortalForm({ schema: radioSchema, defaultValues: startValues });
    return (
      <PortalForm id={id} form={form} aria-label={label} onSubmit={jest.fn()}>
        <ChoiceGroupField name="contact" legend="Contact me by" hint="One way" options={ways} required />
        <TextField name="note" label="Note" />
      </PortalForm>
    );
  }
  const lightRadioFields = (
    <>
      <LightChoiceGroupField name="contact" legend="Contact me by" hint="One way" options={ways} defaultValue="phone" required />
      <LightTextField name="note" label="Note" />
    </>
  );
  const start: RadioValues = { contact: 'phone', note: '' };

  it('draws radio buttons, their default choice and the form’s name as the real form does', () => {
    const Form = formOnIntent<RadioValues>(() => Promise.resolve({ default: RadioForm }));
    const light = render(<Form id="reach" aria-label="How to reach you" defaultValues={start} lightFields={lightRadioFields} />);
    expect(screen.getByRole('form', { name: 'How to reach you' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Phone' })).toBeChecked();
    const lightMarkup = markupOf(light.container.querySelector('form')!);
    light.unmount();
    const real = render(<RadioForm id="reach" aria-label="How to reach you" startValues={start} />);
    expect(markupOf(real.container.querySelector('form')!)).toBe(lightMarkup);
  });

  it('carries the radio chosen before the form arrived, with the focus on it', async () => {
    const user = userEvent.setup();
    let arrive: () => void = () => undefined;
    const Form = formOnIntent<RadioValues>(
      () =>
        new Promise((resolve) => {
          arrive = () => resolve({ default: RadioForm });
        }),
    );
    render(<Form id="reach" aria-label="How to reach you" defaultValues={start} lightFields={lightRadioFields} />);
    const lightMail = screen.getByRole('radio', { name: 'Mail' });
    await user.click(lightMail);
    await act(async () => arrive());
    const mail = screen.getByRole('radio', { name: 'Mail' });
    expect(mail).not.toBe(lightMail);
    expect(mail).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Phone' })).not.toBeChecked();
    expect(mail).toHaveFocus();
    expect(screen.getByRole('form', { name: 'How to reach you' })).toBeInTheDocument();
  });
});

describe('formOnIntent when the form cannot arrive', () => {
  it('shows the page’s message for a submit whose form failed to load, keeps what was typed, and submits after Try again', async () => {
    const user = userEvent.setup();
    const onSent = jest.fn();
    let online = false;
    const load = jest.fn(() => (online ? Promise.resolve({ default: RealForm }) : Promise.reject(new Error('chunk failed'))));
    const Form = formOnIntent<Values, Sent>(load);
    render(
      <Form
        id="find"
        defaultValues={empty}
        lightFields={lightFields}
        onSent={onSent}
        loadFailure={(tryAgain) => (
          <div role="alert">
            No connection <button onClick={tryAgain}>Try again</button>
          </div>
        )}
      />,
    );
    await user.click(firstName());
    await user.keyboard('Lee{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection');
    expect(firstName()).toHaveValue('Lee');
    expect(onSent).not.toHaveBeenCalled();

    online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(onSent).toHaveBeenCalledWith({ firstName: 'Lee', email: '', topic: '' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
