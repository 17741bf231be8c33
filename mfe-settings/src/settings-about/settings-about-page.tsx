import '../app-name';
import { Link } from 'react-router-dom';
import { useMemberDisplayName, useSession } from '@portal/session';
import { MemberGreeting } from '@portal/ui';

/** Settings, About: the terms of use and whether the member has accepted them. */
export default function SettingsAboutPage() {
  const name = useMemberDisplayName();
  const tosChecked = useSession((state) => state.settings.tosChecked === true);
  return (
    <article>
      <h1>About</h1>
      <MemberGreeting name={name} />
      <p>
        The <Link to="/terms-of-use">terms of use</Link> explain how the Member Portal works and how we protect your information.
      </p>
      <p>{tosChecked ? 'You have accepted the terms of use.' : 'You have not accepted the terms of use yet.'}</p>
    </article>
  );
}
