// The signed-in contact form's call, shared with the settings' creditable-coverage request and so
// declared in @portal/api-client: a failure shows the error dialog, field errors come back to the form.
import { apiCalls, callApi, type CallOptions } from '@portal/api-client';

export type ContactRequest = NonNullable<CallOptions<typeof apiCalls.contact>['body']>;

export const sendContact = (request: ContactRequest) => callApi(apiCalls.contact, { body: request });
