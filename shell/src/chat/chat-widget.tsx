// The live-chat widget (docs/product/session.md#session-chat): a "Chat with us" button and a non-modal panel (the member can
// keep using the page). Focus goes into the panel when it opens and back to the button when it closes;
// messages are in a live log; End chat asks for confirmation. Loaded on demand by ChatHost (chat-launcher.tsx).
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useStore } from 'zustand';
import type { ChatRuntimeConfig } from '@portal/contracts/runtime-config';
import { useSession } from '@portal/session';
import { Button, buttonClassName, ErrorAlert } from '@portal/ui';
// Message times in Central time (docs/product/session.md#session-chat), through the one date module.
import { formatTime } from '@portal/ui/dates/display';
import { ChatFrame, ChatLauncher } from './chat-launcher';
import type { ChatProvider } from './chat-provider';
import { createChatProvider } from './chat-providers';
import { chatTimeZone } from './chat-rules';
import {
  cancelEndChat,
  chatStore,
  confirmEndChat,
  requestEndChat,
  sendChatMessage,
  setChatPanelOpen,
  startChat,
  startOver,
  type ChatState,
} from './chat-session';
import styles from './chat-widget.module.css';

export interface ChatWidgetProps {
  config: ChatRuntimeConfig;
  /** The provider to talk to; by default the one the configuration names. */
  provider?: ChatProvider;
}

function StartForm({
  onStart,
  failed,
  nameRef,
}: {
  onStart: (name: string) => void;
  failed: boolean;
  nameRef: RefObject<HTMLInputElement | null>;
}) {
  const preferred = useSession((state) => state.selectedPlan?.usersPreferredName ?? '');
  const [name, setName] = useState(preferred);
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onStart(name.trim());
  };
  return (
    <form className={styles.startForm} onSubmit={submit}>
      <p>Chat with a member services representative. Chat hours are in Central time.</p>
      {failed && (
        <ErrorAlert>
          <p>We couldn&apos;t start the chat. Please try again.</p>
        </ErrorAlert>
      )}
      <label className={styles.label} htmlFor={`${hintId}-name`}>
        Preferred Name
      </label>
      <span id={hintId} className={styles.hint}>
        Optional. What should we call you?
      </span>
      <input
        ref={nameRef}
        id={`${hintId}-name`}
        className={styles.input}
        aria-describedby={hintId}
        autoComplete="nickname"
        maxLength={60}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit">Start chat</Button>
    </form>
  );
}

function Transcript({ state }: { state: ChatState }) {
  const logRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [state.messages.length, state.status]);
  return (
    <ol ref={logRef} className={styles.log} role="log" aria-live="polite" aria-label="Chat messages">
      {state.messages.map((message) => (
        <li key={message.id} className={message.from === 'member' ? styles.fromMember : styles.fromAgent}>
          <span className={styles.sender}>{message.from === 'member' ? 'You' : (state.agentName ?? 'Agent')}</span>{' '}
          <span className={styles.time}>{formatTime(message.sentAt)}</span>
          <p className={styles.text}>{message.text}</p>
        </li>
      ))}
      {state.status === 'ended' && (
        <li className={styles.notice}>{state.endedBy === 'agent' ? 'The agent ended the chat.' : 'You ended the chat.'}</li>
      )}
    </ol>
  );
}

function Composer({ state, messageRef }: { state: ChatState; messageRef: RefObject<HTMLInputElement | null> }) {
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await sendChatMessage(draft)) setDraft('');
  };
  return (
    <form className={styles.composer} onSubmit={(event) => void submit(event)}>
      {state.sendFailed && (
        <ErrorAlert>
          <p>Your message wasn&apos;t sent. Please try again.</p>
        </ErrorAlert>
      )}
      <label className={styles.label} htmlFor={inputId}>
        Message
      </label>
      <div className={styles.composerRow}>
        <input
          ref={messageRef}
          id={inputId}
          className={styles.input}
          autoComplete="off"
          maxLength={2000}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" disabled={state.sending || draft.trim() === ''}>
          Send
        </Button>
      </div>
    </form>
  );
}

function EndConfirmation() {
  const titleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div className={styles.confirm} role="group" aria-labelledby={titleId}>
      <p id={titleId} className={styles.confirmTitle}>
        End this chat?
      </p>
      <div className={styles.actions}>
        <button ref={confirmRef} type="button" className={buttonClassName('primary')} onClick={() => void confirmEndChat()}>
          Yes, end chat
        </button>
        <Button variant="secondary" onClick={cancelEndChat}>
          No, keep chatting
        </Button>
      </div>
    </div>
  );
}

export default function ChatWidget({ config, provider }: ChatWidgetProps) {
  const state = useStore(chatStore);
  const chatProvider = useMemo(() => provider ?? createChatProvider(config), [provider, config]);
  const nameRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLInputElement>(null);
  const endButtonRef = useRef<HTMLButtonElement>(null);
  const startOverRef = useRef<HTMLButtonElement>(null);
  const previousStatus = useRef(state.status);

  // Keep focus in the panel as its content changes: into the composer once an agent accepts, back to
  // End chat when the member keeps chatting, to Start a new chat when the chat has ended, and to the
  // name field when starting over.
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = state.status;
    if (!state.panelOpen || before === state.status) return;
    if (state.status === 'active') (before === 'confirming-end' ? endButtonRef : messageRef).current?.focus();
    else if (state.status === 'ended') startOverRef.current?.focus();
    else if (state.status === 'idle' || state.status === 'failed') nameRef.current?.focus();
  }, [state.status, state.panelOpen]);

  const start = (contactName: string) =>
    void startChat(chatProvider, {
      timeZone: chatTimeZone,
      campaign: config.campaign,
      colors: config.colors,
      ...(contactName ? { contactName } : {}),
    });

  const inChat = state.status === 'active' || state.status === 'confirming-end' || state.status === 'ending';

  return (
    <ChatFrame config={config} status={state.status}>
      <Dialog.Root open={state.panelOpen} onOpenChange={setChatPanelOpen} modal={false}>
        <Dialog.Trigger asChild>
          <ChatLauncher />
        </Dialog.Trigger>
        <Dialog.Content
          className={styles.panel}
          // A chat panel stays open while the member uses the page; Escape or Close hides it.
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            const target = inChat ? (state.status === 'active' ? messageRef.current : null) : nameRef.current;
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>Chat with us</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className={styles.close} aria-label="Close chat window">
                <span aria-hidden="true">×</span>
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="portal-visually-hidden">
            {inChat ? `You are chatting with ${state.agentName ?? 'an agent'}.` : 'Live chat with member services.'} Closing this window
            keeps the chat going.
          </Dialog.Description>

          {(state.status === 'idle' || state.status === 'failed') && (
            <StartForm onStart={start} failed={state.status === 'failed'} nameRef={nameRef} />
          )}
          {state.status === 'starting' && (
            <p role="status" className={styles.status}>
              Connecting you with an agent…
            </p>
          )}
          {(inChat || state.status === 'ended') && <Transcript state={state} />}
          {state.status === 'active' && (
            <>
              <Composer state={state} messageRef={messageRef} />
              <button ref={endButtonRef} type="button" className={`${buttonClassName('secondary')} ${styles.end}`} onClick={requestEndChat}>
                End chat
              </button>
            </>
          )}
          {state.status === 'confirming-end' && <EndConfirmation />}
          {state.status === 'ending' && (
            <p role="status" className={styles.status}>
              Ending the chat…
            </p>
          )}
          {state.status === 'ended' && (
            <div className={styles.actions}>
              <button ref={startOverRef} type="button" className={buttonClassName('primary')} onClick={startOver}>
                Start a new chat
              </button>
              <Dialog.Close asChild>
                <button type="button" className={buttonClassName('secondary')}>
                  Close
                </button>
              </Dialog.Close>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Root>
    </ChatFrame>
  );
}
