// The audit trail's filter form: its fields, in one place for the form as it first draws
// (admin-audit-page.tsx) and the form once its rules have loaded (admin-audit-form.tsx).
import { actionOptions } from './admin-words';

export const emptyAuditFilters = { action: '', from: '', to: '' };

export const auditActionField = { name: 'action', label: 'Action', options: actionOptions, placeholder: 'All actions' } as const;

export const auditDayFields: readonly { name: 'from' | 'to'; label: string; hint: string }[] = [
  { name: 'from', label: 'From', hint: 'MM/DD/YYYY' },
  { name: 'to', label: 'To', hint: 'MM/DD/YYYY' },
];

export const auditButtonLabel = 'Apply filters';
