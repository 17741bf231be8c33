import type { PortalRuntimeConfig } from '@portal/contracts/runtime-config';

/** The runtime configuration of the local sandbox, as tests use it. */
export const testRuntimeConfig: PortalRuntimeConfig = {
  environment: 'test',
  memberApiBaseUrl: 'http://localhost:4000/member/portal/v1',
  fhirBaseUrl: 'http://localhost:4000/fhir/R4',
  oidcIssuer: 'http://localhost:4000/oidc',
  oidcClientId: 'member-portal',
  qaRemoteOrigins: [],
};
