import { parseRuntimeConfig } from '@portal/contracts/runtime-config';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';

describe('parseRuntimeConfig: the optional chat section', () => {
  it('has no chat when the section is absent (or null)', () => {
    expect(parseRuntimeConfig(testRuntimeConfig)).toEqual({ ok: true, value: testRuntimeConfig });
    const result = parseRuntimeConfig({ ...testRuntimeConfig, chat: null });
    expect(result.ok && 'chat' in result.value).toBe(false);
  });

  it('accepts provider, base URL and campaign, with the sandbox adapter and default colours', () => {
    const result = parseRuntimeConfig({
      ...testRuntimeConfig,
      chat: { provider: 'genesys', baseUrl: 'http://localhost:4000/sandbox/chat/', campaign: 'MemberPortal' },
    });
    expect(result).toEqual({
      ok: true,
      value: {
        ...testRuntimeConfig,
        chat: {
          provider: 'genesys',
          adapter: 'sandbox',
          baseUrl: 'http://localhost:4000/sandbox/chat',
          campaign: 'MemberPortal',
          colors: { primary: '#00457c', onPrimary: '#ffffff' },
        },
      },
    });
  });

  it('keeps configured colours', () => {
    const result = parseRuntimeConfig({
      ...testRuntimeConfig,
      chat: {
        provider: 'genesys',
        adapter: 'sandbox',
        baseUrl: 'https://chat.example.com',
        campaign: 'C',
        colors: { primary: '#112233', onPrimary: '#FFFFFF' },
      },
    });
    expect(result.ok && result.value.chat?.colors).toEqual({ primary: '#112233', onPrimary: '#FFFFFF' });
  });

  it('lists each invalid chat field', () => {
    const result = parseRuntimeConfig({
      ...testRuntimeConfig,
      chat: { provider: '', adapter: 'vendor-x', baseUrl: 'javascript:alert(1)', campaign: '', colors: { primary: 'red' } },
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        '"chat.provider" must be a non-empty string',
        '"chat.adapter" must be one of sandbox',
        '"chat.baseUrl" must be an http(s) URL',
        '"chat.campaign" must be a non-empty string of at most 100 characters',
        '"chat.colors.primary" must be a #rrggbb color',
      ],
    });
    expect(parseRuntimeConfig({ ...testRuntimeConfig, chat: 'on' })).toEqual({
      ok: false,
      errors: ['"chat" must be an object when present'],
    });
  });
});
