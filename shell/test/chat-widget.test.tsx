import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SelectedPlan } from '@portal/contracts/domain';
import type { ChatRuntimeConfig } from '@portal/contracts/runtime-config';
import { resetSessionState, sessionStore } from '@portal/session';
import { createProviderEvents, type ChatEventName, type ChatProvider, type ChatStartOptions } from '../src/chat/chat-provider';
import { chatStore, endActiveChat, onChatEvent } from '../src/chat/chat-session';
import ChatWidget from '../src/chat/chat-widget';

const config: ChatRuntimeConfig = {
  provider: 'genesys',
  adapter: 'sandbox',
  baseUrl: 'http://localhost:4000/sandbox/chat',
  campaign: 'MemberPortal',
  colors: { primary: '#112233', onPrimary: '#ffffff' },
};

/** A ChatProvider whose agent accepts at once and answers every message. */
function fakeProvider({ failStart = false } = {}) {
  const calls = { start: [] as ChatStartOptions[], sent: [] as string[], ended: 0 };
  const provider: ChatProvider = {
    async start(options) {
      calls.start.push(options);
      if (failStart) throw new Error('unreachable');
      const events = createProviderEvents();
      let next = 1;
      const message = (from: 'member' | 'agent', text: string) => ({ id: String(next++), from, text, sentAt: '2026-11-02T15:00:00.000Z' });
      events.emit({ type: 'accepted', agentName: 'Sam' });
      events.emit({ type: 'message', message: message('agent', 'Hi, how can I help?') });
      return {
        id: 'chat-1',
        subscribe: events.subscribe,
        async send(text) {
          calls.sent.push(text);
          events.emit({ type: 'message', message: message('member', text) });
          events.emit({ type: 'message', message: message('agent', `You asked: ${text}`) });
        },
        async end() {
          calls.ended += 1;
          events.emit({ type: 'terminate', by: 'member' });
        },
      };
    },
  };
  return { provider, calls };
}

let events: ChatEventName[] = [];
let stopListening: () => void = () => undefined;

function renderWidget(provider: ChatProvider) {
  return render(
    <>
      <button type="button">Page content</button>
      <ChatWidget config={config} provider={provider} />
    </>,
  );
}

async function startChatAs(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
  const nameField = screen.getByLabelText('Preferred Name');
  await userEvent.clear(nameField);
  if (name) await userEvent.type(nameField, name);
  await userEvent.click(screen.getByRole('button', { name: 'Start chat' }));
  await screen.findByText('Hi, how can I help?');
}

beforeEach(async () => {
  await act(() => endActiveChat());
  resetSessionState();
  sessionStore
    .getState()
    .selectPlan({ memberId: 'H1', contractType: 'Medical', tier1: 'ABCBS', usersPreferredName: 'Ava' } as SelectedPlan);
  events = [];
  stopListening = onChatEvent((name) => events.push(name));
});

afterEach(() => stopListening());

describe('chat widget (docs/product/session.md#session-chat "Chat")', () => {
  it('opens a non-modal panel from "Chat with us", with focus in the Preferred Name field', async () => {
    renderWidget(fakeProvider().provider);
    const launcher = screen.getByRole('button', { name: 'Chat with us' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(launcher);
    const panel = screen.getByRole('dialog', { name: 'Chat with us' });
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    const nameField = within(panel).getByLabelText('Preferred Name');
    expect(nameField).toHaveFocus();
    expect(nameField).toHaveValue('Ava');
    expect(nameField).toHaveAccessibleDescription('Optional. What should we call you?');
    // Non-modal: the page stays usable and visible to assistive technology.
    const pageButton = screen.getByRole('button', { name: 'Page content' });
    expect(pageButton).not.toHaveAttribute('aria-hidden');
    await userEvent.click(pageButton);
    expect(screen.getByRole('dialog', { name: 'Chat with us' })).toBeInTheDocument();
  });

  it('starts with the Central time zone, the campaign, the colours and the Preferred Name; messages get replies in a live log', async () => {
    const { provider, calls } = fakeProvider();
    renderWidget(provider);
    await startChatAs('Avie');
    expect(calls.start).toEqual([{ timeZone: 'America/Chicago', campaign: 'MemberPortal', colors: config.colors, contactName: 'Avie' }]);
    expect(events).toEqual(['accepted']);
    const log = screen.getByRole('log', { name: 'Chat messages' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    const message = screen.getByLabelText('Message');
    await waitFor(() => expect(message).toHaveFocus());
    await userEvent.type(message, 'Where are my claims?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(calls.sent).toEqual(['Where are my claims?']);
    expect(await within(log).findByText('You asked: Where are my claims?')).toBeInTheDocument();
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Sam .*Hi, how can I help\?$/),
      expect.stringMatching(/^You .*Where are my claims\?$/),
      expect.stringMatching(/^Sam .*You asked: Where are my claims\?$/),
    ]);
    expect(message).toHaveValue('');
  });

  it('leaves the contact name out when the member clears it', async () => {
    const { provider, calls } = fakeProvider();
    renderWidget(provider);
    await startChatAs('');
    expect(calls.start[0]).not.toHaveProperty('contactName');
  });

  it('End chat asks for confirmation: cancelling returns to the chat, confirming ends it', async () => {
    const { provider, calls } = fakeProvider();
    renderWidget(provider);
    await startChatAs('Ava');
    await userEvent.click(screen.getByRole('button', { name: 'End chat' }));
    const confirmation = screen.getByRole('group', { name: 'End this chat?' });
    expect(within(confirmation).getByRole('button', { name: 'Yes, end chat' })).toHaveFocus();
    expect(events).toEqual(['accepted', 'endClicked', 'endConfirmation']);

    await userEvent.click(within(confirmation).getByRole('button', { name: 'No, keep chatting' }));
    expect(events.at(-1)).toBe('endChatCancelled');
    expect(screen.queryByRole('group', { name: 'End this chat?' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'End chat' })).toHaveFocus());
    expect(calls.ended).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'End chat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, end chat' }));
    expect(calls.ended).toBe(1);
    expect(events.slice(-4)).toEqual(['endClicked', 'endConfirmation', 'endChatConfirmed', 'terminate']);
    expect(await screen.findByText('You ended the chat.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start a new chat' })).toHaveFocus());
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Start a new chat' }));
    await waitFor(() => expect(screen.getByLabelText('Preferred Name')).toHaveFocus());
  });

  it('closing the panel returns focus to the button and keeps the chat going', async () => {
    renderWidget(fakeProvider().provider);
    await startChatAs('Ava');
    await userEvent.click(screen.getByRole('button', { name: 'Close chat window' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus());
    expect(chatStore.getState().status).toBe('active');
    await userEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(screen.getByText('Hi, how can I help?')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sign-out ends an active chat and forgets its transcript', async () => {
    const { provider, calls } = fakeProvider();
    renderWidget(provider);
    await startChatAs('Ava');
    act(() => resetSessionState());
    expect(calls.ended).toBe(1);
    expect(events.at(-1)).toBe('terminate');
    expect(chatStore.getState()).toMatchObject({ status: 'idle', messages: [], panelOpen: false });
  });

  it('says so when the chat cannot start, and lets the member try again', async () => {
    renderWidget(fakeProvider({ failStart: true }).provider);
    await userEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't start the chat. Please try again.");
    expect(screen.getByRole('button', { name: 'Start chat' })).toBeEnabled();
  });
});
