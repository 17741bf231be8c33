// Every settings tab: the page heading, whose account it is, the tab bar, then the tab's content.
import type { ReactNode } from 'react';
import { useMemberDisplayName } from '@portal/session';
import { MemberGreeting, PageHeader } from '@portal/ui';
import { SettingsTabs } from './settings-tabs';
import styles from '../common/common.module.css';

export function SettingsLayout({ children }: { children: ReactNode }) {
  const name = useMemberDisplayName();
  return (
    <article className={styles.page}>
      <PageHeader title="Settings">
        <MemberGreeting name={name} />
      </PageHeader>
      <SettingsTabs />
      {children}
    </article>
  );
}
