// The search form's fields, in one place for the form as it first draws (admin-search-page.tsx) and
// the form once its rules have loaded (admin-search-form.tsx), so the two never differ.
import type { TextFieldProps } from '@portal/forms';

export type SearchField = Pick<TextFieldProps, 'name' | 'label' | 'type'> & { name: keyof typeof emptySearch };

export const emptySearch = { username: '', memberId: '', email: '', firstName: '', lastName: '' };

export const searchFields: readonly SearchField[] = [
  { name: 'username', label: 'Username' },
  { name: 'memberId', label: 'Member ID' },
  { name: 'email', label: 'Email address', type: 'email' },
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
];

export const searchButtonLabel = 'Search';
