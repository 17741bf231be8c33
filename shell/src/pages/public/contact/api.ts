// The public contact form's call (signed out), declared in @portal/api-client: a failure shows the
// error dialog, and field errors come back as validationErrors for the form.
import { apiCalls, callApi, type CallOptions } from '@portal/api-client';

export type PublicContactRequest = NonNullable<CallOptions<typeof apiCalls.publicContact>['body']>;

export const sendPublicContact = (request: PublicContactRequest) => callApi(apiCalls.publicContact, { body: request });
