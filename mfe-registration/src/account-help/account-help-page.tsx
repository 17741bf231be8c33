import '../app-name';
import { useMemberDisplayName } from '@portal/session';
import { MemberGreeting } from '@portal/ui';

/** Account help: what to do when a member can't sign in. */
export default function AccountHelpPage() {
  const name = useMemberDisplayName();
  return (
    <article>
      <h1>Need help with your account?</h1>
      <MemberGreeting name={name} />
      <h2>Forgot your username or password?</h2>
      <p>You can recover your username with your member ID, date of birth and the email or phone number on file.</p>
      <h2>Account locked?</h2>
      <p>Your account locks after the third failed sign-in. Call the customer service number on the back of your member ID card to unlock it.</p>
    </article>
  );
}
