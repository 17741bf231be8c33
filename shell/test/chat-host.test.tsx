import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from '@portal/routing';
import type { RightsRecord, SelectedPlan } from '@portal/contracts/domain';
import type { ChatRuntimeConfig } from '@portal/contracts/runtime-config';
import { rightsStore } from '@portal/rights';
import { resetSessionState, sessionStore, setPortalConfig } from '@portal/session';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';
import { ChatHost } from '../src/chat/chat-host';
import { createProviderEvents, type ChatProvider } from '../src/chat/chat-provider';
import { createChatProvider } from '../src/chat/chat-providers';
import { chatStore, endActiveChat } from '../src/chat/chat-session';

jest.mock('../src/chat/chat-providers', () => ({ createChatProvider: jest.fn() }));

const chat: ChatRuntimeConfig = {
  provider: 'genesys',
  adapter: 'sandbox',
  baseUrl: 'http://localhost:4000/sandbox/chat',
  campaign: 'MemberPortal',
  colors: { primary: '#00457c', onPrimary: '#ffffff' },
};

let ended = 0;
const provider: ChatProvider = {
  async start() {
    const events = createProviderEvents();
    events.emit({ type: 'accepted', agentName: 'Sam' });
    events.emit({
      type: 'message',
      message: { id: 'm1', from: 'agent', text: 'Hello, this is Sam. How can I help?', sentAt: '2026-03-06T20:00:00-06:00' },
    });
    return {
      id: 'chat-1',
      subscribe: events.subscribe,
      send: async () => undefined,
      async end() {
        ended += 1;
        events.emit({ type: 'terminate', by: 'member' });
      },
    };
  },
};

function signIn(rights: RightsRecord) {
  sessionStore.getState().selectPlan({ memberId: 'H1', contractType: 'Medical', tier1: 'ABCBS' } as SelectedPlan);
  rightsStore.getState().setRights(rights, []);
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/select-plan">Switch Plans</Link>
      <Link to="/terms-of-use">Terms of Use</Link>
      <Link to="/medical/dashboard">Home</Link>
      <ChatHost />
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  await act(() => endActiveChat());
  resetSessionState();
  ended = 0;
  jest.mocked(createChatProvider).mockReturnValue(provider);
  setPortalConfig({ ...testRuntimeConfig, chat });
});

describe('chat host (docs/product/routes-and-guards.md#routes-authenticated, docs/product/session.md#session-chat, docs/product/roles-and-rights.md#rights-menu-visibility)', () => {
  it('offers chat on pages that need a plan when the rights name the provider', async () => {
    signIn({ chatType: 'genesys' });
    renderAt('/medical/dashboard');
    expect(await screen.findByRole('button', { name: 'Chat with us' })).toBeInTheDocument();
    expect(document.body).not.toHaveClass('no-chat');
  });

  it('offers no chat without the provider in the rights (cara.group), or before rights are loaded', () => {
    signIn({ claims: true });
    const { unmount } = renderAt('/medical/dashboard');
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
    expect(document.body).toHaveClass('no-chat');
    unmount();
    act(() => rightsStore.getState().reset());
    renderAt('/medical/dashboard');
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
  });

  it('offers no chat when the deployment configures none', () => {
    setPortalConfig(testRuntimeConfig);
    signIn({ chatType: 'genesys' });
    renderAt('/medical/dashboard');
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
  });

  it('removes the widget on pages shown before a plan is selected and marks them no-chat; a running chat and its transcript carry on and come back', async () => {
    signIn({ chatType: 'genesys' });
    renderAt('/medical/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with us' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    await waitFor(() => expect(chatStore.getState().status).toBe('active'));
    expect(screen.getByRole('log', { name: 'Chat messages' })).toHaveTextContent('Hello, this is Sam. How can I help?');

    await userEvent.click(screen.getByRole('link', { name: 'Switch Plans' }));
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).toHaveClass('no-chat');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(ended).toBe(0);
    expect(chatStore.getState().status).toBe('active');

    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(document.body).not.toHaveClass('no-chat');
    // Back closed, so it takes no focus from the page; the member reopens it where they left off.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with us' }));
    expect(screen.getByRole('log', { name: 'Chat messages' })).toHaveTextContent('Hello, this is Sam. How can I help?');
    expect(screen.getByRole('button', { name: 'End chat' })).toBeInTheDocument();
    expect(ended).toBe(0);
  });

  it('keeps a running chat through the terms of use, a no-chat page, and brings it back with its transcript (docs/product/session.md#session-chat)', async () => {
    signIn({ chatType: 'genesys' });
    renderAt('/medical/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with us' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    await waitFor(() => expect(chatStore.getState().status).toBe('active'));

    await userEvent.click(screen.getByRole('link', { name: 'Terms of Use' }));
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).toHaveClass('no-chat');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(ended).toBe(0);
    expect(chatStore.getState().status).toBe('active');

    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(document.body).not.toHaveClass('no-chat');
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with us' }));
    expect(screen.getByRole('log', { name: 'Chat messages' })).toHaveTextContent('Hello, this is Sam. How can I help?');
    expect(screen.getByRole('button', { name: 'End chat' })).toBeInTheDocument();
    expect(ended).toBe(0);
  });

  it('ends a running chat when the plan chosen next offers none', async () => {
    signIn({ chatType: 'genesys' });
    renderAt('/medical/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with us' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    await waitFor(() => expect(chatStore.getState().status).toBe('active'));

    await userEvent.click(screen.getByRole('link', { name: 'Switch Plans' }));
    // Choosing a plan drops the rights first; that alone ends nothing.
    act(() => rightsStore.getState().reset());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(ended).toBe(0);
    act(() => rightsStore.getState().setRights({ claims: true }, []));
    await waitFor(() => expect(ended).toBe(1));
    expect(chatStore.getState().status).toBe('idle');
  });

  it('ends a running chat on sign-out (docs/product/session.md#session-sign-out)', async () => {
    signIn({ chatType: 'genesys' });
    renderAt('/medical/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with us' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    await waitFor(() => expect(chatStore.getState().status).toBe('active'));
    act(() => resetSessionState());
    await waitFor(() => expect(ended).toBe(1));
    expect(chatStore.getState()).toMatchObject({ status: 'idle', messages: [] });
  });

  it('marks public pages no-chat', () => {
    signIn({ chatType: 'genesys' });
    renderAt('/login');
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
    expect(document.body).toHaveClass('no-chat');
  });
});
