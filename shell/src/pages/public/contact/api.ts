// The public contact form's call (signed out), declared in @portal/api-client: a failure shows the
// error dialog, and field errors come back as validationErrors for the form.
import { apiCalls, callApi, type CallBody } from '@portal/api-client';

export type PublicContactRequest = CallBody<typeof apiCalls.publicContact>;

export const sendPublicContact = (request: PublicContactRequest) => callApi(apiCalls.publicContact, { body: request });
