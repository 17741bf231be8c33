// Public API of @portal/ui (a run-time singleton: import only from here).
export { Button, buttonClassName } from './button';
export type { ButtonProps } from './button';
export { ErrorAlert } from './alert';
export { LoadFailure } from './load-failure';
export { MemberGreeting } from './member-greeting';
export { formatDate } from './format-date';
export { formatMoney, pendingAmountText } from './format-money';
export { brandOf } from './brands';
export type { Brand, CustomerServiceLine } from './brands';
export { DataList } from './data-list';
