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
      errors: [
        '"environment" must be one of development, test, production',
        '"fhirBaseUrl" must be an http(s) URL',
        '"oidcClientId" must be a non-empty string',
      ],
    });
  });

  it('takes an optional allow-list of QA origins', () => {
    const { qaRemoteOrigins: _none, ...withoutOptional } = valid;
    const bare = parseRuntimeConfig(withoutOptional);
    expect(bare.ok && bare.value.qaRemoteOrigins).toEqual([]);
    const full = parseRuntimeConfig({ ...valid, qaRemoteOrigins: ['https://qa.example.com'] });
    expect(full.ok && full.value).toMatchObject({ qaRemoteOrigins: ['https://qa.example.com'] });
  });

  it('refuses QA origins that are not bare origins', () => {
    const result = parseRuntimeConfig({ ...valid, qaRemoteOrigins: ['https://qa.example.com/path'] });
    expect(result).toEqual({ ok: false, errors: ['"qaRemoteOrigins" must be a list of http(s) origins such as "https://qa.example.com"'] });
  });

  it('carries no session-recording key, even from an older config.json that still has one', () => {
    // The key belongs to the identity provider only (docs/security.md, "What the browser keeps and shows").
    const result = parseRuntimeConfig({ ...valid, sessionRecordingKey: 's'.repeat(43) });
    expect(result.ok).toBe(true);
    expect(result.ok && 'sessionRecordingKey' in result.value).toBe(false);
  });
});
