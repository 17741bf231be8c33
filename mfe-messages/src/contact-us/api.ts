// The signed-in contact form's call, shared with the settings' creditable-coverage request and so
// declared in @portal/api-client: a failure shows the error dialog, field errors come back to the form.
import { apiCalls, callApi, type CallBody } from '@portal/api-client';

export type ContactRequest = CallBody<typeof apiCalls.contact>;

export const sendContact = (request: ContactRequest) => callApi(apiCalls.contact, { body: request });
