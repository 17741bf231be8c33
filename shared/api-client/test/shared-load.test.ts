import { act, renderHook, waitFor } from '@testing-library/react';
import { PortalApiError } from '@portal/api-client';
import { resetSessionState } from '@portal/session';
import { loadShared, useApiData } from '../src/use-api-data';

beforeEach(() => resetSessionState());

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('coverage load shared across concurrent callers', () => {
  it('makes one call for concurrent callers, and none once loaded', async () => {
    const call = deferred<string[]>();
    const load = jest.fn(() => call.promise);
    const first = loadShared('coverage:H1', load);
    const second = loadShared('coverage:H1', load);
    call.resolve(['a']);
    await expect(Promise.all([first, second])).resolves.toEqual([['a'], ['a']]);
    await expect(loadShared('coverage:H1', load)).resolves.toEqual(['a']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keys loads apart', async () => {
    const load = jest.fn((value: string) => Promise.resolve(value));
    await Promise.all([loadShared('coverage:H1', () => load('one')), loadShared('coverage:H2', () => load('two'))]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives every component the same state, and one Try again reloads it for all', async () => {
    let attempt = 0;
    const load = jest.fn(() =>
      ++attempt === 1 ? Promise.reject(new PortalApiError('BP-FA-006', '500', 500, null, [])) : Promise.resolve('loaded'),
    );
    const first = renderHook(() => useApiData(load, 'coverage:H1', { shared: true }));
    const second = renderHook(() => useApiData(load, 'coverage:H1', { shared: true }));
    await waitFor(() => expect(first.result.current.status).toBe('failed'));
    expect(second.result.current).toEqual(
      expect.objectContaining({ status: 'failed', message: 'An error occurred. We’re working on a fix. Please try again later.' }),
    );
    expect(load).toHaveBeenCalledTimes(1);

    const failed = first.result.current;
    if (failed.status !== 'failed') throw new Error('expected a failure');
    act(() => failed.retry());
    await waitFor(() => expect(second.result.current).toEqual({ status: 'ready', data: 'loaded' }));
    expect(first.result.current).toEqual({ status: 'ready', data: 'loaded' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets everything on sign-out, and drops an answer that arrives after it', async () => {
    const late = deferred<string>();
    const pending = loadShared('coverage:H1', () => late.promise);
    act(() => resetSessionState());
    late.resolve('stale');
    await pending;
    const fresh = jest.fn(() => Promise.resolve('fresh'));
    await expect(loadShared('coverage:H1', fresh)).resolves.toBe('fresh');
    expect(fresh).toHaveBeenCalledTimes(1);
  });
});
