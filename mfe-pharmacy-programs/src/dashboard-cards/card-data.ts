// The dashboard's documents card's call (issue 23: a card comes from the remote that owns its data).
// It opts out of the error dialog: the dialog shows its own failure inline with Try again.
import { apiRequest } from '@portal/api-client';
import { pharmacyProgramsCalls } from '../api-calls';

export interface PlanDocument {
  documentId: string;
  category: string;
  title: string;
  url: string;
}

export const cardData = {
  documents: (memberId: string, signal: AbortSignal) =>
    apiRequest<{ documents: PlanDocument[] }>(pharmacyProgramsCalls.documents, { params: { memberId }, signal, optOutOfErrorDialog: true }),
};
