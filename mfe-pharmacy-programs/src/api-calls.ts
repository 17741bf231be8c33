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

export const pharmacyProgramsCalls = {
  documents: member('GET', 'members/{memberId}/documents', 'BP-NFA-100'),
  // Pharmacy center: PHA-0001 (under 17) is explained on the page itself.
  pharmacy: member('GET', 'members/{memberId}/pharmacy', 'BP-NFA-100', { errors: 'caller' }),
} as const satisfies Record<string, ApiCall>;
