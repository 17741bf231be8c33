// The portal's Module Federation runtime plugins on the real runtime (createInstance), with the
// network as the boundary: fetch answers as a remote that is down, or comes back, would.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from '@module-federation/enhanced/runtime';
import { remoteFallbackPlugin, remoteUnavailableModule, RemoteRetryContext } from '../src/remotes/remote-fallback-plugin';
import { RemoteLoadTimeoutError } from '../src/remotes/remote-load-deadline';
import { remoteModuleDeadlinePlugin } from '../src/remotes/remote-module-deadline-plugin';
import { remoteLoadRetry, remoteRetryPlugin } from '../src/remotes/remote-retry-plugin';
import { neverAnswered, outcomeOf } from '@portal/testing/pending-calls';

const manifestUrl = 'http://127.0.0.1:3191/mf-manifest.json';
const noWait = jest.fn(() => Promise.resolve());
let fetchSpy: jest.SpyInstance;

beforeEach(() => {
  noWait.mockClear();
  fetchSpy = jest.spyOn(globalThis, 'fetch');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const retry = () => remoteRetryPlugin({ ...remoteLoadRetry, wait: noWait });

describe('remoteRetryPlugin', () => {
  it('keeps the portal’s retry: two tries in all, 400 ms apart, 15 seconds for each', () => {
    expect(remoteLoadRetry).toEqual({ attempts: 2, delayMs: 400, deadlineMs: 15_000 });
  });

  it('gives up on a manifest that has not answered within 15 seconds, without another try', async () => {
    jest.useFakeTimers();
    fetchSpy.mockImplementation(neverAnswered);
    const outcome = outcomeOf(remoteRetryPlugin(remoteLoadRetry).fetch!(manifestUrl, {}) as Promise<Response>);
    await jest.advanceTimersByTimeAsync(14_999);
    expect(outcome.current).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome.current?.error).toBeInstanceOf(RemoteLoadTimeoutError);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('gives the runtime’s loader each try of a remote entry script with the deadline as its timeout', () => {
    const created = retry().createScript!({ url: 'http://127.0.0.1:3191/remoteEntry.js', attrs: { fetchpriority: 'high' } }) as {
      script: HTMLScriptElement;
      timeout: number;
    };
    expect(created.timeout).toBe(15_000);
    expect(created.script.src).toBe('http://127.0.0.1:3191/remoteEntry.js');
    expect(created.script.getAttribute('fetchpriority')).toBe('high');
  });

  it('asks for a manifest again after a network error, and hands the runtime the answer', async () => {
    const ok = new Response('{}', { status: 200 });
    fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok);
    await expect(retry().fetch!(manifestUrl, {})).resolves.toBe(ok);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(noWait).toHaveBeenCalledWith(400);
  });

  it('gives the last error status back once the tries are used up', async () => {
    fetchSpy.mockResolvedValue(new Response('down', { status: 503 }));
    const response = (await retry().fetch!(manifestUrl, {})) as Response;
    expect(response.status).toBe(503);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('loads a remote entry script again once, afresh, after the runtime’s own try failed', async () => {
    const entry = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockResolvedValueOnce(entry);
    const globalLoading: Record<string, Promise<undefined> | undefined> = { 'mfe_claims:entry': Promise.resolve(undefined) };
    const hookArgs = { getRemoteEntry, origin: {}, remoteInfo: { name: 'mfe_claims' }, globalLoading, uniqueKey: 'mfe_claims:entry' };
    // The hook's arguments are the runtime's; only what the plugin reads is given here.
    const loadEntryError = retry().loadEntryError as unknown as (args: typeof hookArgs) => Promise<unknown>;
    await expect(loadEntryError(hookArgs)).resolves.toBe(entry);
    expect(globalLoading['mfe_claims:entry']).toBeUndefined();
    expect(noWait).toHaveBeenCalledWith(400);

    getRemoteEntry.mockReset().mockRejectedValue(new Error('ScriptNetworkError'));
    await expect(loadEntryError(hookArgs)).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });

  it('does not load a remote entry script again when its try ran out of time', async () => {
    jest.useFakeTimers();
    const plugin = retry();
    const entryUrl = 'http://127.0.0.1:3191/remoteEntry.js';
    plugin.createScript!({ url: entryUrl });
    jest.advanceTimersByTime(15_000);
    const getRemoteEntry = jest.fn();
    const hookArgs = {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mfe_claims', entry: entryUrl },
      globalLoading: {},
      uniqueKey: 'mfe_claims:entry',
    };
    const loadEntryError = plugin.loadEntryError as unknown as (args: typeof hookArgs) => Promise<unknown>;
    await expect(loadEntryError(hookArgs)).resolves.toBeUndefined();
    expect(getRemoteEntry).not.toHaveBeenCalled();
  });
});

describe('remoteModuleDeadlinePlugin', () => {
  const moduleArgs = (get: () => unknown) => ({
    remoteEntryExports: { get, init: jest.fn() },
    expose: './TravelingAbroadPage',
    moduleInfo: { name: 'mfe_claims' },
  });
  type GetModuleFactory = (args: ReturnType<typeof moduleArgs>) => Promise<unknown>;
  const getModuleFactory = remoteModuleDeadlinePlugin({ deadlineMs: 15_000 }).getModuleFactory as unknown as GetModuleFactory;

  it('hands over the exposed module’s factory once its chunks are in', async () => {
    const factory = () => ({ default: () => null });
    await expect(getModuleFactory(moduleArgs(() => Promise.resolve(factory)))).resolves.toBe(factory);
  });

  it('fails the load when the exposed module’s chunks have not arrived within 15 seconds', async () => {
    jest.useFakeTimers();
    const outcome = outcomeOf(getModuleFactory(moduleArgs(() => new Promise(() => undefined))));
    await jest.advanceTimersByTimeAsync(14_999);
    expect(outcome.current).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome.current?.error).toBeInstanceOf(RemoteLoadTimeoutError);
    expect(String(outcome.current?.error)).toContain('mfe_claims/TravelingAbroadPage did not arrive within 15000 ms');
  });
});

describe('remoteFallbackPlugin with the retry, on the federation runtime', () => {
  function portalRuntime(name: string) {
    return createInstance({
      name,
      remotes: [
        { name: 'mfe_claims', entry: manifestUrl },
        { name: 'mfe_messages', entry: 'http://127.0.0.1:3193/mf-manifest.json' },
      ],
      plugins: [retry(), remoteFallbackPlugin({ fallbackFor: (id) => id !== 'mfe_messages/MessageCountFeed' })],
    });
  }

  it('gives a page of a remote that is down the unavailable page, after the retry, and fetches afresh next time', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    const runtime = portalRuntime('fallback_host_a');
    await expect(runtime.loadRemote('mfe_claims/TravelingAbroadPage')).resolves.toBe(remoteUnavailableModule);
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual([manifestUrl, manifestUrl]);
    expect(console.error).toHaveBeenCalledWith('[portal] mfe_claims could not be loaded', expect.any(String));

    // The runtime forgot the failed remote: the next load asks the network again.
    await runtime.loadRemote('mfe_claims/TravelingAbroadPage');
    expect(fetchSpy).toHaveBeenCalledTimes(4);
  });

  it('gives a page of a remote whose server never answers the unavailable page after 15 seconds, not a load that never ends', async () => {
    jest.useFakeTimers();
    fetchSpy.mockImplementation(neverAnswered);
    const runtime = createInstance({
      name: 'fallback_host_stalled',
      remotes: [{ name: 'mfe_claims', entry: manifestUrl }],
      plugins: [
        remoteRetryPlugin(remoteLoadRetry),
        remoteModuleDeadlinePlugin({ deadlineMs: 15_000 }),
        remoteFallbackPlugin({ fallbackFor: () => true }),
      ],
    });
    const outcome = outcomeOf(runtime.loadRemote('mfe_claims/TravelingAbroadPage'));
    await jest.advanceTimersByTimeAsync(14_999);
    expect(outcome.current).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome.current).toEqual({ value: remoteUnavailableModule });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('gives the bell’s feed no fallback: its load fails, silently for the page', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    const runtime = portalRuntime('fallback_host_b');
    await expect(runtime.loadRemote('mfe_messages/MessageCountFeed')).rejects.toThrow();
    expect(console.error).not.toHaveBeenCalledWith('[portal] mfe_messages could not be loaded', expect.anything());
  });

  it('renders the panel, whose Retry asks the page’s route to load again', async () => {
    const loadAgain = jest.fn();
    const Fallback = remoteUnavailableModule.default;
    render(
      <RemoteRetryContext.Provider value={loadAgain}>
        <Fallback />
      </RemoteRetryContext.Provider>,
    );
    expect(screen.getByRole('heading', { name: 'This section is temporarily unavailable' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(loadAgain).toHaveBeenCalledTimes(1);
  });
});
