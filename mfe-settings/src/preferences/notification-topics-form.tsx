// Member notification topics: for each topic, whether to get it by email and by text message.
// A table of checkboxes, each labelled with its topic and channel.
import { useState } from 'react';
import { Button } from '@portal/ui';
import { DataTable } from '@portal/ui/data-table';
import { SuccessStatus } from '../common/success-status';
import { successMessages } from '../common/success-messages';
import { useSave } from '../common/use-save';
import { saveNotificationTopics, type NotificationTopic } from './api';
import styles from '../common/common.module.css';

export function NotificationTopicsForm({ memberId, loaded }: { memberId: string; loaded: readonly NotificationTopic[] }) {
  const [topics, setTopics] = useState<readonly NotificationTopic[]>(loaded);
  const { message, save } = useSave();
  const toggle = (topic: string, channel: 'email' | 'text', checked: boolean) =>
    setTopics((current) => current.map((entry) => (entry.topic === topic ? { ...entry, [channel]: checked } : entry)));

  if (topics.length === 0) return <p>There are no notification topics for your plan yet.</p>;
  return (
    <form
      aria-label="Notification topics"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(async () => setTopics((await saveNotificationTopics(memberId, topics)).topics), successMessages.notificationTopics);
      }}
    >
      <SuccessStatus message={message} />
      <DataTable
        caption="Choose how to hear about each topic"
        rows={topics}
        rowKey={(entry) => entry.topic}
        columns={[
          { header: 'Topic', rowHeader: true, cell: (entry) => entry.label },
          ...(['email', 'text'] as const).map((channel) => ({
            header: channel === 'email' ? 'Email' : 'Text message',
            cell: (entry: NotificationTopic) => (
              <input
                type="checkbox"
                className={styles.choiceInput}
                checked={entry[channel]}
                aria-label={`${entry.label} by ${channel === 'email' ? 'email' : 'text message'}`}
                onChange={(event) => toggle(entry.topic, channel, event.target.checked)}
              />
            ),
          })),
        ]}
      />
      <p>
        <Button type="submit">Save notification topics</Button>
      </p>
    </form>
  );
}
