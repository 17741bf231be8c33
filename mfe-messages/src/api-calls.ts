// The member API calls only this remote makes (issue 23: endpoints live with the remote that owns
// them; docs/remote-manifest.md). The mechanism (apiRequest, the ApiCall shape, the error handling)
// is @portal/api-client's; the calls the shell, the session and the rights make stay there too.
import type { ApiCall } from '@portal/api-client';

const member = (method: ApiCall['method'], path: string, errorCode: string, extra: Partial<ApiCall> = {}): ApiCall => ({
  method,
  path,
  base: 'member',
  errorCode,
  authenticated: true,
  errors: 'dialog',
  ...extra,
});

export const messagesCalls = {
  message: member('GET', '{memberId}/messages/{messageId}', 'BP-NFA-0231', { base: 'messageCenter' }),
  messageStatus: member('POST', '{memberId}/messages/{messageId}/status', 'BP-NFA-0232', { base: 'messageCenter' }),
  messageCount: member('GET', '{memberId}/messages/count', 'BP-NFA-0233', { base: 'messageCenter' }),
  deleteMessage: member('DELETE', '{memberId}/messages/{messageId}', 'BP-NFA-0234', { base: 'messageCenter' }),
  // The message center's list (newest first; query page, pageSize, status, category); default error code.
  messages: member('GET', '{memberId}/messages', 'BP-NFA-100', { base: 'messageCenter' }),
} as const satisfies Record<string, ApiCall>;
