import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object } from 'yup';
import {
  checkForm,
  comment,
  commentMaxLength,
  PhoneField,
  phoneNumber,
  PortalForm,
  requiredText,
  TextArea,
  TextField,
  text,
  usePortalForm,
  withFormRules,
  type SubmittedValues,
} from '../src/index';

const schema = withFormRules(
  object({
    name: requiredText('Enter your name'),
    password: text().test('required', 'Enter a password', (value) => value.length > 0),
    confirm: text().test('required', 'Enter the password again', (value) => value.length > 0),
    phone: phoneNumber(),
    comments: comment(),
  }),
  (values) => [['confirm', values.confirm !== '' && values.confirm !== values.password && 'The passwords don’t match']],
);
const empty = { name: '', password: '', confirm: '', phone: '', comments: '' };

function AccountForm({ onValid }: { onValid: (values: SubmittedValues<typeof schema>) => void }) {
  const form = usePortalForm({ schema, defaultValues: empty });
  return (
    <PortalForm
      id="account"
      form={form}
      onSubmit={(values) => {
        onValid(values);
        form.resetForm({ values: empty });
      }}
    >
      <TextField name="name" label="Name" />
      <TextField name="password" label="Password" type="password" />
      <TextField name="confirm" label="Confirm password" type="password" />
      <PhoneField name="phone" label="Phone" />
      <TextArea name="comments" label="Comments" maxLength={commentMaxLength} />
      <button type="submit">Save</button>
    </PortalForm>
  );
}

function renderForm() {
  const onValid = jest.fn();
  const user = userEvent.setup();
  const { container } = render(<AccountForm onValid={onValid} />);
  return { user, onValid, container };
}

describe('what members type', () => {
  it('stays out of the page markup (no value attribute, no text in a text area)', async () => {
    const { user, container } = renderForm();
    await user.type(screen.getByLabelText('Password'), 'Secret#2026');
    await user.type(screen.getByLabelText('Phone'), '5015550123');
    await user.type(screen.getByRole('textbox', { name: 'Comments' }), 'About my knee surgery');
    expect(screen.getByLabelText('Password')).toHaveValue('Secret#2026');
    expect(screen.getByLabelText('Phone')).toHaveValue('(501) 555-0123');
    expect(container.innerHTML).not.toMatch(/Secret#2026|555-0123|knee surgery/);
  });

  it('is submitted cast (trimmed, phone digits), and a reset empties the fields', async () => {
    const { user, onValid } = renderForm();
    await user.type(screen.getByLabelText('Name'), '  Ava  ');
    await user.type(screen.getByLabelText('Password'), 'Secret#2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret#2026');
    await user.type(screen.getByLabelText('Phone'), '501 555 0123');
    await user.type(screen.getByRole('textbox', { name: 'Comments' }), ' Hello ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({
      name: 'Ava',
      password: 'Secret#2026',
      confirm: 'Secret#2026',
      phone: '5015550123',
      comments: 'Hello',
    });
    for (const label of ['Name', 'Password', 'Confirm password', 'Phone']) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveValue('');
  });
});

describe('checking as the member types', () => {
  it('waits for the first submit, then checks the field being changed and leaves the others as they were', async () => {
    const { user } = renderForm();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'a');
    await user.clear(password);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(password, 'Secret#2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret#2025');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enter your name', 'Enter your phone number', 'Enter your comments', 'The passwords don’t match']);

    // Changing the password checks the password only: the confirmation keeps its error until it changes.
    await user.type(password, 'x');
    expect(password).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(password);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Enter a password' })).toHaveAttribute('href', '#account-password');
  });
});

describe('checkForm', () => {
  it('gives each field its first error, the form’s own fields first, then the rules across fields', () => {
    expect(checkForm(schema, { ...empty, password: 'a', confirm: 'b' }).errors).toEqual({
      name: 'Enter your name',
      phone: 'Enter your phone number',
      comments: 'Enter your comments',
      confirm: 'The passwords don’t match',
    });
  });

  it('submits only the fields the schema names, in its order', () => {
    const check = checkForm(schema, { comments: 'Hi', phone: '(501) 555-0123', extra: 'x', confirm: 'p', password: 'p', name: 'Ava' });
    expect(check.valid && Object.keys(check.values)).toEqual(['name', 'password', 'confirm', 'phone', 'comments']);
  });
});
