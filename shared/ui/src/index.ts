// Public API of @portal/ui (a run-time singleton: import only from here). The design kit every app
// uses, so that pages from five teams look like one product. Heavier parts have their own entry
// points and load only on pages that use them: @portal/ui/dialog (PortalDialog, ConfirmDialog),
// @portal/ui/data-table, @portal/ui/dates (Luxon), @portal/ui/pagination, @portal/ui/sanitized-html.
export { Button, buttonClassName } from './button';
export type { ButtonProps } from './button';
export { selectClassName } from './select/select-class-name';
export { ErrorAlert } from './alert';
export { LoadFailure } from './load-failure';
export { LoadingStatus, SlowLoadNotice, slowLoadMessage } from './loading-status';
export { MemberGreeting } from './member-greeting';
export { formatDate } from './format-date';
export { formatMoney, moneyOrPending, pendingAmountText } from './money/format-money';
export { Money } from './money/money';
export type { MoneyProps } from './money/money';
export { formatPersonName } from './person-name';
export { brandOf } from './brands';
export type { Brand, CustomerServiceLine } from './brands';
export { BrandMark } from './brand-mark/brand-mark';
export { brandMarkPaths } from './brand-mark/brand-marks';
export { DataList } from './data-list';
export { PageHeader } from './page-header/page-header';
export type { PageHeaderProps } from './page-header/page-header';
export { PageFrame } from './page-header/page-frame';
export type { PageFrameProps, PageWidth } from './page-header/page-frame';
export { Card } from './card/card';
export type { CardProps } from './card/card';
export { CardGrid } from './card/card-grid';
export type { CardGridProps } from './card/card-grid';
export { Callout } from './callout/callout';
export type { CalloutProps } from './callout/callout';
export { Notice } from './notice/notice';
export type { NoticeProps } from './notice/notice';
export { StatusBadge } from './status-badge/status-badge';
export type { StatusBadgeProps } from './status-badge/status-badge';
export { statusColors } from './status-badge/status-colors';
// Kept for 1.x remotes only: the claim status rules belong to @portal/contracts/claim-status.
export { claimStatusColor, isPendingClaim } from '@portal/contracts/claim-status';
export type { StatusColor } from './status-badge/status-colors';
export { ProgressMeter } from './progress-meter/progress-meter';
export type { ProgressMeterProps } from './progress-meter/progress-meter';
export { PhoneLink } from './phone/phone-link';
export { OpensInNewTab } from './opens-elsewhere/opens-in-new-tab';
export { formatPhone, phoneDigits, phoneDigitCount, phoneHref } from './phone/format-phone';
export { ConfirmDialogOnDemand } from './confirm-dialog-on-demand';
