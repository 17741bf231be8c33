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

  it('takes an allow-list of QA origins and a session-recording key, both optional', () => {
    const { qaRemoteOrigins: _none, ...withoutOptional } = valid;
    const bare = parseRuntimeConfig(withoutOptional);
    expect(bare.ok && bare.value.qaRemoteOrigins).toEqual([]);
    expect(bare.ok && bare.value.sessionRecordingKey).toBeUndefined();
    const full = parseRuntimeConfig({ ...valid, qaRemoteOrigins: ['https://qa.example.com'], sessionRecordingKey: 's'.repeat(43) });
    expect(full.ok && full.value).toMatchObject({ qaRemoteOrigins: ['https://qa.example.com'], sessionRecordingKey: 's'.repeat(43) });
  });

  it('refuses QA origins that are not bare origins and a short session-recording key', () => {
    const result = parseRuntimeConfig({ ...valid, qaRemoteOrigins: ['https://qa.example.com/path'], sessionRecordingKey: 'short' });
    expect(result).toEqual({
      ok: false,
      errors: [
        '"qaRemoteOrigins" must be a list of http(s) origins such as "https://qa.example.com"',
        '"sessionRecordingKey" must be a string of at least 32 characters when present',
      ],
    });
  });
});
