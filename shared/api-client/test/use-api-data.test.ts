import { act, renderHook, waitFor } from '@testing-library/react';
import { latestData, useApiData } from '@portal/api-client/use-api-data';

describe('useApiData', () => {
  it('loads again when the key changes, keeping the last data loaded meanwhile and after a failure', async () => {
    const answers: Record<string, () => Promise<string>> = {
      '1': () => Promise.resolve('first'),
      '2': () => new Promise(() => undefined),
      '3': () => Promise.reject(new Error('down')),
    };
    const { result, rerender } = renderHook(({ key }) => useApiData(() => answers[key]!(), key), { initialProps: { key: '1' } });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 'first' }));

    rerender({ key: '2' });
    expect(result.current.status).toBe('loading');
    expect(latestData(result.current)).toBe('first');

    rerender({ key: '3' });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(latestData(result.current)).toBe('first');
  });

  it('words a failure as the caller asks, and loads again on Try again', async () => {
    let attempt = 0;
    const load = jest.fn(() => (++attempt === 1 ? Promise.reject(new Error('down')) : Promise.resolve('loaded')));
    const { result } = renderHook(() => useApiData(load, 'one', { failureMessage: () => 'ADM-0001: Not now' }));
    await waitFor(() => expect(result.current).toEqual(expect.objectContaining({ status: 'failed', message: 'ADM-0001: Not now' })));
    const failed = result.current;
    if (failed.status !== 'failed') throw new Error('expected a failure');
    act(() => failed.retry());
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 'loaded' }));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
