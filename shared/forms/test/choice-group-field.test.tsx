import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object } from 'yup';
import { ChoiceGroupField, PortalForm, requiredChoice, usePortalForm } from '../src';

const schema = object({ channel: requiredChoice(['email', 'text'], 'Choose how to get your passcode') });

function ChannelForm({ onValid }: { onValid: (channel: string) => void }) {
  const form = usePortalForm({ schema, defaultValues: { channel: '' } });
  return (
    <PortalForm id="mfa" form={form} onSubmit={({ channel }) => onValid(channel)} aria-label="Passcode">
      <ChoiceGroupField
        name="channel"
        legend="Send my passcode by"
        hint="We never share your number."
        options={[
          { value: 'email', label: 'Email' },
          { value: 'text', label: 'Text message' },
        ]}
        required
      />
      <button type="submit">Save</button>
    </PortalForm>
  );
}

describe('ChoiceGroupField', () => {
  it('is a named group whose error is linked from the summary to the first option and read with the group', async () => {
    const chosen: string[] = [];
    render(<ChannelForm onValid={(channel) => chosen.push(channel)} />);
    const group = screen.getByRole('group', { name: 'Send my passcode by (required)' });
    expect(group).toHaveAccessibleDescription('We never share your number.');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Choose how to get your passcode' })).toHaveAttribute('href', '#mfa-channel');
    expect(document.getElementById('mfa-channel')).toBe(screen.getByRole('radio', { name: 'Email' }));
    expect(group).toHaveAccessibleDescription('We never share your number. Error: Choose how to get your passcode');

    await userEvent.click(screen.getByRole('radio', { name: 'Text message' }));
    expect(group).toHaveAccessibleDescription('We never share your number.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(chosen).toEqual(['text']);
  });
});
