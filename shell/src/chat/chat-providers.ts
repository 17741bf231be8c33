// Which ChatProvider serves the configured chat (runtime config `chat.adapter`). A vendor SDK is added
// here as another adapter; the widget does not change.
import type { ChatRuntimeConfig } from '@portal/contracts/runtime-config';
import type { ChatProvider } from './chat-provider';
import { createSandboxChatProvider } from './sandbox-chat-provider';

export function createChatProvider(config: ChatRuntimeConfig): ChatProvider {
  switch (config.adapter) {
    case 'sandbox':
      return createSandboxChatProvider(config.baseUrl);
  }
}
