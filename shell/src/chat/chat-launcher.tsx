// The "Chat with us" button (docs/product/session.md#session-stores-load-once). ChatHost shows it on its own until the member first
// opens the chat; the widget (chat-widget.tsx, with the dialog library and the date module) starts
// loading when the member reaches for the button (`loadOnIntent` in @portal/ui) and then uses the same button as
// its dialog trigger (docs/performance.md#page-weight-history).
import type { ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import type { ChatRuntimeConfig } from '@portal/contracts/runtime-config';
import styles from './chat-widget.module.css';

export function ChatLauncher(props: ComponentPropsWithRef<'button'>) {
  return (
    <button type="button" className={styles.launcher} {...props}>
      <svg className={styles.launcherIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z" />
      </svg>
      Chat<span className="portal-visually-hidden"> with us</span>
    </button>
  );
}

/** The widget's corner, in the provider's colors: around the button alone, and around the widget. */
export function ChatFrame({ config, status, children }: { config: ChatRuntimeConfig; status: string; children: ReactNode }) {
  const colours = { '--chat-primary': config.colors.primary, '--chat-on-primary': config.colors.onPrimary } as CSSProperties;
  return (
    <div className={styles.chat} style={colours} data-chat-status={status}>
      {children}
    </div>
  );
}
