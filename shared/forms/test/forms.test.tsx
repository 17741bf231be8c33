import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object } from 'yup';
import {
  applyServerErrors,
  CheckboxField,
  comment,
  commentMaxLength,
  emailAddress,
  mustBeChecked,
  PhoneField,
  PortalForm,
  requiredChoice,
  requiredText,
  SelectField,
  TextArea,
  TextField,
  phoneNumber,
  usePortalForm,
  type ServerFieldError,
  type SubmittedValues,
} from '../src/index';

const schema = object({
  fullName: requiredText('Enter your full name'),
  email: emailAddress(),
  phone: phoneNumber(),
  topic: requiredChoice(['claims', 'billing'], 'Choose what your question is about'),
  comments: comment(),
  agree: mustBeChecked('Tick the box to agree to be contacted'),
});
type Submitted = SubmittedValues<typeof schema>;

function TestForm({ onValid, serverErrors = [] }: { onValid: (values: Submitted) => void; serverErrors?: ServerFieldError[] }) {
  const form = usePortalForm({ schema, defaultValues: { fullName: '', email: '', phone: '', topic: '', comments: '', agree: false } });
  return (
    <PortalForm
      id="test"
      form={form}
      onSubmit={async (values) => {
        onValid(values);
        await Promise.resolve();
        applyServerErrors(form, serverErrors);
      }}
    >
      <TextField name="fullName" label="Full name" hint="As it appears on your ID card" required autoComplete="name" />
      <TextField name="email" label="Email address" type="email" required />
      <PhoneField name="phone" label="Phone number" required />
      <SelectField
        name="topic"
        label="Topic"
        required
        options={[
          { value: 'claims', label: 'Claims' },
          { value: 'billing', label: 'Billing' },
        ]}
      />
      <TextArea name="comments" label="Comments" maxLength={commentMaxLength} required />
      <CheckboxField name="agree" label="You may contact me about this message" required />
      <button type="submit">Send</button>
    </PortalForm>
  );
}

function renderForm(props: Partial<Parameters<typeof TestForm>[0]> = {}) {
  const onValid = jest.fn();
  const user = userEvent.setup();
  render(<TestForm onValid={onValid} {...props} />);
  return { user, onValid };
}

describe('form fields', () => {
  it('label every field visibly, mark required ones and link the hint', () => {
    renderForm();
    const name = screen.getByRole('textbox', { name: 'Full name (required)' });
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(name).toHaveAccessibleDescription('As it appears on your ID card');
    expect(screen.getByRole('combobox', { name: 'Topic (required)' })).toHaveDisplayValue('Select an option');
    expect(screen.getByRole('checkbox', { name: 'You may contact me about this message (required)' })).not.toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on an empty submit show specific errors on each field, wired with aria, and focus the error summary', async () => {
    const { user, onValid } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Enter your full name', '#test-fullName'],
      ['Enter your email address', '#test-email'],
      ['Enter your phone number', '#test-phone'],
      ['Choose what your question is about', '#test-topic'],
      ['Enter your comments', '#test-comments'],
      ['Tick the box to agree to be contacted', '#test-agree'],
    ]);

    const phone = screen.getByRole('textbox', { name: 'Phone number (required)' });
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Error: Enter your phone number');
    const name = screen.getByRole('textbox', { name: 'Full name (required)' });
    expect(name).toHaveAccessibleDescription('As it appears on your ID card Error: Enter your full name');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('keeps what the member typed when the submit fails, and a summary link moves focus to its field', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ava Medical');
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'ava@example');
    await user.type(screen.getByRole('textbox', { name: /Comments/ }), 'My claim is missing.');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const summary = await screen.findByRole('alert');
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Ava Medical');
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('ava@example');
    expect(screen.getByRole('textbox', { name: /Comments/ })).toHaveValue('My claim is missing.');
    expect(within(summary).queryByRole('link', { name: 'Enter your full name' })).not.toBeInTheDocument();

    await user.click(within(summary).getByRole('link', { name: /Enter an email address in the correct format/ }));
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveFocus();
  });

  it('clears a field error when the member fixes the field and leaves it, without stealing focus', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByRole('textbox', { name: /Full name/ });
    await user.type(name, 'Ava');
    await user.tab();
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(within(screen.getByRole('alert')).queryByText('Enter your full name')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveFocus();
  });

  it('counts the characters of a text area, and shows how far over the limit it is', async () => {
    const { user } = renderForm();
    const comments = screen.getByRole('textbox', { name: /Comments/ });
    expect(comments).toHaveAccessibleDescription('0 of 450 characters');
    await user.type(comments, 'Hello there!');
    expect(screen.getByText('12 of 450 characters')).toBeInTheDocument();

    await user.clear(comments);
    await user.click(comments);
    await user.paste('x'.repeat(455));
    expect(comments).toHaveValue('x'.repeat(455));
    expect(screen.getByText('455 of 450 characters (5 too many)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(comments).toHaveAccessibleDescription(/Comments must be 450 characters or fewer\. Remove 5 characters/);
  });

  it('formats the phone number as it is typed and submits its 10 digits', async () => {
    const { user, onValid } = renderForm();
    const phone = screen.getByRole('textbox', { name: /Phone number/ });
    await user.type(phone, '501');
    expect(phone).toHaveValue('501');
    await user.type(phone, '55a5-0123 9');
    expect(phone).toHaveValue('(501) 555-0123');

    await user.type(screen.getByRole('textbox', { name: /Full name/ }), ' Ava Medical ');
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'ava@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /Topic/ }), 'Claims');
    await user.type(screen.getByRole('textbox', { name: /Comments/ }), 'Where is my card?');
    await user.click(screen.getByRole('checkbox', { name: /You may contact me/ }));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(onValid).toHaveBeenCalledWith({
      fullName: 'Ava Medical',
      email: 'ava@example.com',
      phone: '5015550123',
      topic: 'claims',
      comments: 'Where is my card?',
      agree: true,
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows server validationErrors on their fields, others in the summary, and focuses the summary', async () => {
    const { user } = renderForm({
      serverErrors: [
        { field: 'email', message: 'We could not send mail to this address. Check it and try again.' },
        { field: 'memberId', message: 'Your message could not be matched to a plan.' },
      ],
    });
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ava');
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'ava@example.com');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '5015550123');
    await user.selectOptions(screen.getByRole('combobox', { name: /Topic/ }), 'Billing');
    await user.type(screen.getByRole('textbox', { name: /Comments/ }), 'Question');
    await user.click(screen.getByRole('checkbox', { name: /You may contact me/ }));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'We could not send mail to this address. Check it and try again.' })).toHaveAttribute(
      'href',
      '#test-email',
    );
    expect(summary).toHaveTextContent('Your message could not be matched to a plan.');
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('ava@example.com');
  });
});

describe('character counter announcements', () => {
  afterEach(() => jest.useRealTimers());

  it('tells screen readers the count once typing pauses, not on every keystroke', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<TestForm onValid={jest.fn()} />);
    const comments = screen.getByRole('textbox', { name: /Comments/ });
    const liveRegion = screen.getByText('', { selector: '[aria-live="polite"]' });
    await user.type(comments, 'Hi');
    expect(liveRegion).toBeEmptyDOMElement();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(liveRegion).toHaveTextContent('2 of 450 characters');
  });
});
