import { parseRuntimeConfig } from '@portal/contracts/runtime-config';

const valid = {
  environment: 'development',
  memberApiBaseUrl: 'http://localhost:4000/member/portal/v1/',
  fhirBaseUrl: 'http://localhost:4000/fhir/R4',
  oidcIssuer: 'http://localhost:4000/oidc',
  oidcClientId: 'member-portal',
};

describe('parseRuntimeConfig', () => {
  it('accepts a complete configuration and drops trailing slashes', () => {
    const result = parseRuntimeConfig(valid);
    expect(result).toEqual({ ok: true, value: { ...valid, memberApiBaseUrl: 'http://localhost:4000/member/portal/v1' } });
  });

  it('lists each invalid field', () => {
    const result = parseRuntimeConfig({ ...valid, environment: 'staging', fhirBaseUrl: 'not a url', oidcClientId: '' });
    expect(result).toEqual({
      ok: false,
      errors: ['"environment" must be one of development, test, production', '"fhirBaseUrl" must be an http(s) URL', '"oidcClientId" must be a non-empty string'],
    });
  });
});
