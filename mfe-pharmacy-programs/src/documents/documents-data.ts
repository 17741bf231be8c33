// The documents call (sandbox README: members/{memberId}/documents) and its shape.
import { apiRequest } from '@portal/api-client';
import { pharmacyProgramsCalls } from '../api-calls';

export interface PlanDocument {
  documentId: string;
  category: string;
  title: string;
  documentType: string;
  version: string;
  published: string;
  /** Path on the member API's origin, with documentType, version and action=view. */
  url: string;
}

export const documentsData = {
  list: (memberId: string, signal: AbortSignal) =>
    apiRequest<{ documents: PlanDocument[] }>(pharmacyProgramsCalls.documents, { params: { memberId }, signal, optOutOfErrorDialog: true }),
};
