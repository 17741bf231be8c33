import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { phoneLines } from '@portal/contracts/phone-lines';
import { formatPhone } from '@portal/ui';
import { helpTopicStorageKey } from '../src/account-help/help-topics';
import { memberApiPath, renderPortal, setUpFakeMemberApi, type Responder } from './support/registration-harness';

const api = setUpFakeMemberApi();

const questions = ['What was the name of your first pet?', 'In what city were you born?'];
const usernameByEmail = 'If the details match an account, we sent its username to the email address you gave.';
const usernameByText = 'If the details match an account, we sent its username by text to the mobile phone number you gave.';
const passcodeMessage = 'If the username and date of birth match an account, we sent a passcode by text to the mobile phone on file.';

/**
 * The member API's account-recovery calls, answering as for lee.locked unless a test says otherwise.
 * The username and passcode requests answer the same whether or not the details match an account.
 */
function recovery(overrides: Partial<Record<'passcode' | 'verify' | 'reset' | 'username', ReturnType<Responder>>> = {}): Responder {
  return ({ url }) => {
    if (url.endsWith('/password/passcode'))
      return overrides.passcode ?? { status: 200, body: { recoveryId: 'recovery-123456', message: passcodeMessage } };
    if (url.endsWith('/password/verify'))
      return overrides.verify ?? { status: 200, body: { recoveryToken: 'token-1234567890', securityQuestions: questions } };
    if (url.endsWith('/password/reset'))
      return overrides.reset ?? { status: 200, body: { status: 'ok', message: 'Your password has been reset.' } };
    if (url.endsWith('/account-recovery/username'))
      return overrides.username ?? { status: 200, body: { status: 'ok', message: usernameByEmail } };
    return { status: 404, body: { code: 'BP-NFA-404' } };
  };
}

beforeEach(() => {
  api.respond = recovery();
});

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

async function requestPasscode(user: UserEvent) {
  await user.type(field(/^Username/), 'lee.locked');
  await user.type(field(/Date of birth/), '08/09/1977');
  await user.click(screen.getByRole('radio', { name: /Text message/ }));
  await user.click(screen.getByRole('button', { name: 'Send passcode' }));
}

async function verifyPasscode(user: UserEvent) {
  await user.type(await screen.findByLabelText(/^Passcode/, { selector: 'input' }), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify passcode' }));
}

describe('/account-help', () => {
  it('has one h1 and lets the member choose what they need help with', () => {
    renderPortal('/account-help');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Need help with your account?']);
    expect(screen.getByRole('heading', { level: 1 }).closest('header')).toHaveClass('header'); // the kit's PageHeader
    const choices = screen.getByRole('group', { name: 'What do you need help with?' });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['I forgot my username', 'I forgot my password', 'My account is locked']);
    expect(screen.getByRole('heading', { level: 2, name: 'Still need help?' })).toBeInTheDocument();
  });

  it('gives the member portal help line of the contact page, from the one list of phone lines', () => {
    renderPortal('/account-help');
    const help = screen.getByRole('heading', { level: 2, name: 'Still need help?' }).parentElement!;
    expect(within(help).getByRole('link', { name: formatPhone(phoneLines.portalHelp.phone) })).toHaveAttribute('href', 'tel:+18005550130');
    expect(help).toHaveTextContent(phoneLines.portalHelp.hours);
  });

  describe('forgot username', () => {
    it('emails the username when member ID, date of birth and email match', async () => {
      const { user } = renderPortal('/account-help');
      await user.click(screen.getByRole('radio', { name: 'I forgot my username' }));
      expect(screen.getByRole('heading', { level: 2, name: 'Forgot your username?' })).toBeInTheDocument();
      await user.type(field(/^Member ID/), 'h1101100101');
      await user.type(field(/Date of birth/), '08/09/1977');
      await user.type(field(/Email address/), 'lee.locked@example.com');
      await user.click(screen.getByRole('button', { name: 'Send my username' }));

      const status = await screen.findByText(usernameByEmail);
      expect(screen.getAllByRole('status')[0]).toContainElement(status);
      expect(screen.getAllByRole('status')[0]).toHaveFocus();
      expect(api.calls()).toEqual([
        {
          method: 'POST',
          url: `${memberApiPath}/public/account-recovery/username`,
          body: { memberId: 'H1101100101', dateOfBirth: '1977-08-09', email: 'lee.locked@example.com' },
        },
      ]);
    });

    it('sends the username by text to the mobile phone on file, when the member chooses it', async () => {
      api.respond = recovery({ username: { status: 200, body: { status: 'ok', message: usernameByText } } });
      const { user } = renderPortal('/account-help');
      await user.click(screen.getByRole('radio', { name: 'I forgot my username' }));
      await user.click(screen.getByRole('radio', { name: 'By text message' }));
      expect(screen.queryByRole('textbox', { name: /Email address/ })).not.toBeInTheDocument();
      await user.type(field(/^Member ID/), 'H1101100101');
      await user.type(field(/Date of birth/), '08/09/1977');
      await user.type(field(/Mobile phone number/), '5015550111');
      await user.click(screen.getByRole('button', { name: 'Send my username' }));
      expect(await screen.findByText(usernameByText)).toBeInTheDocument();
      expect(api.calls()).toEqual([
        {
          method: 'POST',
          url: `${memberApiPath}/public/account-recovery/username`,
          body: { memberId: 'H1101100101', dateOfBirth: '1977-08-09', mobilePhone: '5015550111' },
        },
      ]);
    });

    it('checks the fields first, in the order of the form', async () => {
      const { user } = renderPortal('/account-help');
      await user.click(screen.getByRole('radio', { name: 'I forgot my username' }));
      await user.type(field(/Email address/), 'lee');
      await user.click(screen.getByRole('button', { name: 'Send my username' }));
      const summary = await screen.findByRole('alert');
      expect(
        within(summary)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'Enter your member ID',
        'Enter your date of birth',
        'Enter an email address in the correct format, like name@example.com',
      ]);
      expect(api.calls()).toEqual([]);
    });

    it('says the username went out only if the details match, and lets the member try different details', async () => {
      // The member API answers a match and no match alike, so the page cannot say which it was.
      const { user } = renderPortal('/account-help');
      await user.click(screen.getByRole('radio', { name: 'I forgot my username' }));
      await user.type(field(/^Member ID/), 'H1101100101');
      await user.type(field(/Date of birth/), '08/09/1977');
      await user.type(field(/Email address/), 'lee@example.com');
      await user.click(screen.getByRole('button', { name: 'Send my username' }));
      expect(await screen.findByText(usernameByEmail)).toBeInTheDocument();
      expect(screen.getByText(/check the details you entered/)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Try different details' }));
      expect(field(/Email address/)).toHaveValue('lee@example.com');
      expect(field(/^Member ID/)).toHaveValue('H1101100101');
      await user.clear(field(/Email address/));
      await user.type(field(/Email address/), 'lee.locked@example.com');
      await user.click(screen.getByRole('button', { name: 'Send my username' }));
      expect(await screen.findByText(usernameByEmail)).toBeInTheDocument();
      expect(api.calls().map((call) => (call.body as { email: string }).email)).toEqual(['lee@example.com', 'lee.locked@example.com']);
    });
  });

  describe('forgot password', () => {
    it('resets the password with a passcode, the security answers and a new password', async () => {
      const { user } = renderPortal('/account-help');
      await user.click(screen.getByRole('radio', { name: 'I forgot my password' }));
      expect(screen.getByRole('heading', { level: 3, name: 'Get a passcode' })).toBeInTheDocument();
      await requestPasscode(user);

      // The page names the channel chosen, never an address: the service does not say whether the details matched.
      expect(
        await screen.findByText(
          'If the username and date of birth match an account, we sent a passcode by text to the mobile phone on your account.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByText(/If nothing arrives, check your username and date of birth and start over\./)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 3, name: 'Enter your passcode' })).toHaveFocus();
      await verifyPasscode(user);

      expect(await screen.findByRole('heading', { level: 3, name: 'Choose a new password' })).toHaveFocus();
      await user.type(field(/What was the name of your first pet\?/), 'Rover');
      await user.type(field(/In what city were you born\?/), 'Little Rock');
      await user.type(field(/^New password/), 'Unlocked#2027');
      await user.type(field(/^Confirm new password/), 'Unlocked#2027');
      await user.click(screen.getByRole('button', { name: 'Reset password' }));

      expect(await screen.findByText('Your password has been reset and your account is unlocked.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
      expect(api.calls().map(({ url, body }) => [url.replace(memberApiPath, ''), body])).toEqual([
        ['/public/account-recovery/password/passcode', { username: 'lee.locked', dateOfBirth: '1977-08-09', channel: 'text' }],
        ['/public/account-recovery/password/verify', { recoveryId: 'recovery-123456', passcode: '123456' }],
        [
          '/public/account-recovery/password/reset',
          { recoveryToken: 'token-1234567890', answer1: 'Rover', answer2: 'Little Rock', newPassword: 'Unlocked#2027' },
        ],
      ]);
    });

    it('shows LOG-0013 when the address has made too many attempts, and keeps what was typed', async () => {
      api.respond = recovery({ passcode: { status: 429, body: { code: 'LOG-0013', message: 'Too many attempts.' } } });
      const { user } = renderPortal('/account-help');
      await user.click(screen.getByRole('radio', { name: 'I forgot my password' }));
      await requestPasscode(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Too many attempts. Wait a few minutes and try again. (Error code LOG-0013)',
      );
      expect(field(/^Username/)).toHaveValue('lee.locked');
      expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    });

    it('tells a member with no email or phone on file LOG-0016 and the help line, instead of a passcode step', async () => {
      api.respond = recovery({ passcode: { status: 422, body: { code: 'LOG-0016', message: 'No email or phone on file.' } } });
      const { user } = renderPortal('/account-help');
      await user.click(screen.getByRole('radio', { name: 'I forgot my password' }));
      await requestPasscode(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'We don’t have a phone number or email address on file to send a passcode. Call member portal help at 1-800-555-0130, Monday to Friday, 7 a.m. to 6 p.m. Central (TTY 711). (Error code LOG-0016)',
      );
      expect(screen.queryByRole('heading', { level: 3, name: 'Enter your passcode' })).not.toBeInTheDocument();
    });

    it('puts a wrong passcode next to the passcode field, with the attempts left', async () => {
      api.respond = recovery({
        verify: {
          status: 400,
          body: {
            code: 'LOG-0010',
            message: 'The passcode you entered is incorrect. You have 2 attempts remaining.',
            validationErrors: [{ field: 'passcode', message: 'The passcode you entered is incorrect. You have 2 attempts remaining.' }],
          },
        },
      });
      const { user } = renderPortal('/account-help');
      await user.click(screen.getByRole('radio', { name: 'I forgot my password' }));
      await requestPasscode(user);
      await verifyPasscode(user);
      await waitFor(() => expect(field(/^Passcode/)).toHaveAccessibleDescription(/You have 2 attempts remaining\./));
      expect(field(/^Passcode/)).toHaveValue('123456');
    });

    it('sends a new passcode after the last one expired', async () => {
      api.respond = recovery({
        verify: {
          status: 400,
          body: {
            code: 'LOG-0012',
            message: 'Expired',
            validationErrors: [{ field: 'passcode', message: 'Your passcode has expired. Send a new passcode.' }],
          },
        },
      });
      const { user } = renderPortal('/account-help');
      await user.click(screen.getByRole('radio', { name: 'I forgot my password' }));
      await requestPasscode(user);
      await verifyPasscode(user);
      await waitFor(() => expect(field(/^Passcode/)).toHaveAccessibleDescription(/Your passcode has expired/));
      api.respond = recovery({ passcode: { status: 200, body: { recoveryId: 'recovery-654321', message: passcodeMessage } } });
      await user.click(screen.getByRole('button', { name: 'Send a new passcode' }));
      expect(
        await screen.findByText(
          'If the username and date of birth match an account, we sent a new passcode by text to the mobile phone on your account.',
        ),
      ).toBeInTheDocument();
      expect(field(/^Passcode/)).toHaveValue('');
    });

    it('marks the security answers that do not match and keeps the new password', async () => {
      api.respond = recovery({
        reset: {
          status: 400,
          body: { code: 'FOR-0003', message: 'No match', validationErrors: [{ field: 'answer2', message: 'This answer does not match.' }] },
        },
      });
      const { user } = renderPortal('/account-help');
      await user.click(screen.getByRole('radio', { name: 'My account is locked' }));
      expect(screen.getByRole('heading', { level: 2, name: 'Unlock your account' })).toBeInTheDocument();
      expect(screen.getByText(/your account locks after the third failed sign-in/)).toBeInTheDocument();
      await requestPasscode(user);
      await verifyPasscode(user);
      await user.type(await screen.findByLabelText(/What was the name of your first pet\?/, { selector: 'input' }), 'Rover');
      await user.type(field(/In what city were you born\?/), 'Paris');
      await user.type(field(/^New password/), 'Unlocked#2027');
      await user.type(field(/^Confirm new password/), 'Unlocked#2027');
      await user.click(screen.getByRole('button', { name: 'Reset password' }));
      const summary = await screen.findByRole('alert');
      expect(within(summary).getByRole('link', { name: 'This answer does not match.' })).toHaveAttribute('href', '#unlock-reset-answer2');
      expect(field(/^New password/)).toHaveValue('Unlocked#2027');
    });

    it('starts again when the reset request has expired', async () => {
      api.respond = recovery({ reset: { status: 404, body: { code: 'FOR-0004', message: 'Expired' } } });
      const { user } = renderPortal('/account-help');
      await user.click(screen.getByRole('radio', { name: 'I forgot my password' }));
      await requestPasscode(user);
      await verifyPasscode(user);
      await user.type(await screen.findByLabelText(/What was the name of your first pet\?/, { selector: 'input' }), 'Rover');
      await user.type(field(/In what city were you born\?/), 'Little Rock');
      await user.type(field(/^New password/), 'Unlocked#2027');
      await user.type(field(/^Confirm new password/), 'Unlocked#2027');
      await user.click(screen.getByRole('button', { name: 'Reset password' }));
      expect(await screen.findByRole('heading', { level: 3, name: 'Get a passcode' })).toHaveFocus();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your password reset request has expired. Start again to get a new passcode. (Error code FOR-0004)',
      );
      expect(field(/^Username/)).toHaveValue('lee.locked');
    });

    it('checks the new password against the requirements before calling', async () => {
      const { user } = renderPortal('/account-help');
      await user.click(screen.getByRole('radio', { name: 'I forgot my password' }));
      await requestPasscode(user);
      await verifyPasscode(user);
      await user.type(await screen.findByLabelText(/^New password/, { selector: 'input' }), 'short');
      await user.click(screen.getByRole('button', { name: 'Reset password' }));
      const summary = await screen.findByRole('alert');
      expect(
        within(summary)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'Enter the answer to your first security question',
        'Enter the answer to your second security question',
        'Use at least 8 characters',
        'Enter your new password again',
      ]);
      expect(api.calls()).toHaveLength(2);
    });
  });

  it('remembers the topic across a reload', async () => {
    const { user, unmount } = renderPortal('/account-help');
    await user.click(screen.getByRole('radio', { name: 'My account is locked' }));
    expect(sessionStorage.getItem(helpTopicStorageKey)).toBe('locked');
    unmount();
    renderPortal('/account-help');
    expect(screen.getByRole('radio', { name: 'My account is locked' })).toBeChecked();
  });
});
