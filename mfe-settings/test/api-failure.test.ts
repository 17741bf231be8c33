import { PortalApiError } from '@portal/api-client';
import { failureText, serverCodeOf } from '../src/common/api-failure';

describe('failures shown in place', () => {
  it('uses the coded message the server’s code names (docs/product/errors-and-messages.md#errors-handling)', () => {
    const error = new PortalApiError('BP-NFA-100', '503', 503, { code: 'IDS-0002', message: 'Fax down' }, []);
    expect(serverCodeOf(error)).toBe('IDS-0002');
    expect(failureText(error)).toEqual({
      code: 'IDS-0002',
      message: 'The fax service is unavailable right now. Please try again later, or email the card instead.',
    });
  });

  it('falls back to the generic message of the status with the call’s code', () => {
    expect(failureText(new PortalApiError('BP-NFA-100', '500', 500, { code: 'XYZ-0001' }, []))).toEqual({
      code: 'BP-NFA-100',
      message: 'An error occurred. We’re working on a fix. Please try again later.',
    });
    expect(failureText(new Error('boom'))).toEqual({
      code: null,
      message: 'An error occurred. We’re working on a fix. Please try again later.',
    });
  });
});
