// Runtime configuration (`config.json` beside the shell's index.html): every base URL is deployment
// configuration, never a build constant (DESIGN.md decision 8).
import type { ParseResult } from './remote-registry';

export type PortalEnvironment = 'development' | 'test' | 'production';

export interface PortalRuntimeConfig {
  environment: PortalEnvironment;
  /** Base of the member API, e.g. http://localhost:4000/member/portal/v1 */
  memberApiBaseUrl: string;
  /** Base of the FHIR R4 API, e.g. http://localhost:4000/fhir/R4 */
  fhirBaseUrl: string;
  /** OpenID Connect issuer, e.g. http://localhost:4000/oidc */
  oidcIssuer: string;
  oidcClientId: string;
}

const environments: readonly PortalEnvironment[] = ['development', 'test', 'production'];
const urlKeys = ['memberApiBaseUrl', 'fhirBaseUrl', 'oidcIssuer'] as const;

export function parseRuntimeConfig(json: unknown): ParseResult<PortalRuntimeConfig> {
  const errors: string[] = [];
  const input = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  if (!environments.includes(input.environment as PortalEnvironment)) {
    errors.push(`"environment" must be one of ${environments.join(', ')}`);
  }
  for (const key of urlKeys) {
    const value = input[key];
    let valid = false;
    if (typeof value === 'string') {
      try {
        valid = ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        valid = false;
      }
    }
    if (!valid) errors.push(`"${key}" must be an http(s) URL`);
  }
  if (typeof input.oidcClientId !== 'string' || input.oidcClientId === '') {
    errors.push('"oidcClientId" must be a non-empty string');
  }
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      environment: input.environment as PortalEnvironment,
      memberApiBaseUrl: String(input.memberApiBaseUrl).replace(/\/$/, ''),
      fhirBaseUrl: String(input.fhirBaseUrl).replace(/\/$/, ''),
      oidcIssuer: String(input.oidcIssuer).replace(/\/$/, ''),
      oidcClientId: String(input.oidcClientId),
    },
  };
}
