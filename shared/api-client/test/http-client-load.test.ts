// The HTTP client's code (axios and the interceptors) loads on the first request (docs/http.md). When
// it cannot be fetched, the member is offline: a call fails with the connection message, and the next
// request tries the load again.
import { apiCalls, apiRequest, errorDialogStore, httpClient, setSessionRecorder, type RecordedApiError } from '@portal/api-client';
import { setPortalConfig } from '@portal/session';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';

let mockLoads = 0;
jest.mock('../src/axios-instance', () => {
  mockLoads += 1;
  throw new Error('Loading chunk axios-instance failed.');
});

const recorded: RecordedApiError[] = [];

beforeAll(() => {
  setPortalConfig(testRuntimeConfig);
  setSessionRecorder({ recordApiError: (event) => recorded.push(event) });
});

describe('a client whose code cannot be fetched', () => {
  it('fails the call with the connection message (docs/product/errors-and-messages.md#errors-handling, "event"), recorded, and tries again on the next request', async () => {
    await expect(apiRequest(apiCalls.systemAvailability)).rejects.toMatchObject({ code: 'BP-NFA-009', messageKey: 'event', status: null });
    expect(recorded).toEqual([{ code: 'BP-NFA-009', url: 'member:public/systemavailability', status: null }]);
    expect(errorDialogStore.getState().error).toBeNull(); // the caller shows this call's failures
    await expect(apiRequest(apiCalls.memberships, { params: { userId: 'u' } })).rejects.toMatchObject({
      code: 'BP-NFA-002',
      messageKey: 'event',
    });
    expect(errorDialogStore.getState().error?.message).toMatch(/check your internet connection/);
    await expect(httpClient()).rejects.toThrow('Loading chunk');
    expect(mockLoads).toBe(3);
  });

  it('gives a caller that cancelled meanwhile its own abort reason', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(apiRequest(apiCalls.systemAvailability, { signal: controller.signal })).rejects.toBe(controller.signal.reason);
  });
});
