import { PortalApiError } from '@portal/api-client';
import { passwordProgressText } from '../src/password/password-checklist';
import { problemOf, problemText, splitFieldErrors } from '../src/errors/problem';

describe('a failed call, in plain words', () => {
  it('explains a registration code in the portal’s words, with the code', () => {
    const error = new PortalApiError('BP-NFA-003', '404', 404, { code: 'REG-0004', message: 'No such member.' }, []);
    const problem = problemOf(error);
    expect(problem).toEqual({
      code: 'REG-0004',
      message:
        'We couldn’t verify these details for a new account. Check them against your member ID card (Medicare Advantage members: also the last 4 characters of your Medicare number). If you already have an account, sign in or get help with your username or password.',
      fieldErrors: [],
    });
    expect(problemText(problem)).toBe(
      'We couldn’t verify these details for a new account. Check them against your member ID card (Medicare Advantage members: also the last 4 characters of your Medicare number). If you already have an account, sign in or get help with your username or password. (Error code REG-0004)',
    );
  });

  it('uses the service’s message for a code of the family it has no words for', () => {
    const error = new PortalApiError('BP-NFA-003', '400', 400, { code: 'REG-0031', message: 'Registration is closed for this plan.' }, []);
    expect(problemOf(error)).toMatchObject({ code: 'REG-0031', message: 'Registration is closed for this plan.' });
  });

  it('shows the generic message of docs/product/errors-and-messages.md#errors-handling with the call’s code for other failures', () => {
    expect(problemOf(new PortalApiError('BP-NFA-003', '500', 500, { code: 'BP-NFA-003', message: 'boom' }, []))).toEqual({
      code: 'BP-NFA-003',
      message: 'An error occurred. We’re working on a fix. Please try again later.',
      fieldErrors: [],
    });
    expect(problemOf(new PortalApiError('BP-NFA-100', 'event', null, null, []))).toMatchObject({
      message: 'We couldn’t reach our systems. Please check your internet connection and try again.',
    });
    expect(problemOf(new Error('bug'))).toMatchObject({ code: 'UNHANDLED_ERROR' });
  });

  it('keeps field errors for the fields, and the top message when some field is not on the form', () => {
    const problem = problemOf(
      new PortalApiError('BP-NFA-003', '400', 400, { code: 'REG-0007' }, [
        { field: 'guardianFirstName', message: 'Enter the guardian’s first name.' },
        { field: 'guardianLastName', message: 'Enter the guardian’s last name.' },
      ]),
    );
    expect(splitFieldErrors(problem, ['guardianFirstName', 'guardianLastName'])).toEqual({
      onFields: problem.fieldErrors,
      needsTopMessage: false,
    });
    expect(splitFieldErrors(problem, ['guardianFirstName']).needsTopMessage).toBe(true);
  });
});

describe('the password checklist’s summary', () => {
  it('counts the requirements met', () => {
    expect(passwordProgressText('abc')).toBe('Your password meets 2 of 6 requirements.');
    expect(passwordProgressText('Portal#2026')).toBe('Your password meets every requirement.');
  });
});

describe('a limited check', () => {
  it('says how many tries remain when the service counts them', () => {
    const error = new PortalApiError(
      'BP-NFA-100',
      '400',
      400,
      { code: 'FOR-0003', message: 'Answers do not match. You have 2 tries remaining.', attemptsRemaining: 2 },
      [],
    );
    expect(problemOf(error).message).toBe('The answers to your security questions don’t match our records. You have 2 tries remaining.');
    const last = new PortalApiError('BP-NFA-100', '400', 400, { code: 'FOR-0003', message: 'x', attemptsRemaining: 1 }, []);
    expect(problemOf(last).message).toMatch(/You have 1 try remaining\.$/);
    const none = new PortalApiError('BP-NFA-100', '400', 400, { code: 'FOR-0003', message: 'x', attemptsRemaining: 'two' }, []);
    expect(problemOf(none).message).toBe('The answers to your security questions don’t match our records.');
  });
});
