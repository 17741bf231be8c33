// Settings, About (/settings/about): the terms of use, whether the member accepted them (tosChecked),
// and the back-to-about flow: following the link to the terms marks the way back, so Settings
// reopens on this tab afterwards (see user-settings/back-to-about).
import '../app-name';
import { useEffect } from 'react';
import { Link } from '@portal/routing';
import { useApiData } from '@portal/api-client/use-api-data';
import { useSession } from '@portal/session';
import { Button, LoadingStatus } from '@portal/ui';
import { Loaded } from '../common/loaded';
import { PageSection } from '../common/page-section';
import { SuccessStatus } from '../common/success-status';
import { successMessages } from '../common/success-messages';
import { useSave } from '../common/use-save';
import { useUserId } from '../common/current-member';
import { SettingsLayout } from '../settings-tabs/settings-layout';
import { clearBackToAbout, markBackToAbout } from '../user-settings/back-to-about';
import { loadUserSettings, saveUserSettings } from '../user-settings/api';

function TermsAcceptance({ userId }: { userId: string }) {
  const loaded = useApiData((signal) => loadUserSettings(userId, signal), `user-settings:${userId}`);
  // The store, not the loaded copy: it also reflects an acceptance made on this page.
  const tosChecked = useSession((state) => state.settings.tosChecked === true);
  const { message, save } = useSave();
  return (
    <Loaded data={loaded} what="your terms of use status">
      {() => (
        <>
          <SuccessStatus message={message} />
          {tosChecked ? (
            <p>You have accepted the terms of use.</p>
          ) : (
            <>
              <p>You have not accepted the terms of use yet.</p>
              <Button onClick={() => void save(() => saveUserSettings(userId, { tosChecked: true }), successMessages.termsAccepted)}>
                I have read and accept the terms of use
              </Button>
            </>
          )}
        </>
      )}
    </Loaded>
  );
}

export default function SettingsAboutPage() {
  const userId = useUserId();
  // Back on About: the way back is used up.
  useEffect(() => clearBackToAbout(userId), [userId]);
  return (
    <SettingsLayout>
      <PageSection
        title="Terms of use"
        intro={
          <p>
            The{' '}
            <Link to="/terms-of-use" onClick={() => markBackToAbout(userId)}>
              terms of use
            </Link>{' '}
            explain how the Member Portal works and how we protect your information.
          </p>
        }
      >
        {userId ? <TermsAcceptance userId={userId} /> : <LoadingStatus>Loading your terms of use status…</LoadingStatus>}
      </PageSection>
      <PageSection title="About the Member Portal">
        <p>
          Use the Member Portal to see your claims and benefits, get your ID card, pay your bill and contact us. If you need help with your
          account, visit <Link to="/contact-us">Contact Us</Link>.
        </p>
      </PageSection>
    </SettingsLayout>
  );
}
