import { parseRuntimeConfig } from '@portal/contracts/runtime-config';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';

const valid = { ...testRuntimeConfig, memberApiBaseUrl: `${testRuntimeConfig.memberApiBaseUrl}/` };

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
