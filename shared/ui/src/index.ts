// Public API of @portal/ui (a run-time singleton: import only from here). The design kit every app
// uses, so that pages from five teams look like one product. Heavier parts have their own entry
// points and load only on pages that use them: @portal/ui/dialog (PortalDialog, ConfirmDialog),
// @portal/ui/data-table, @portal/ui/dates (Luxon), @portal/ui/pagination, @portal/ui/sanitized-html.
export { Button, buttonClassName, type ButtonProps } from './button';
export { selectClassName } from './select/select-class-name';
export { ErrorAlert } from './alert';
export { LoadFailure } from './load-failure';
export { LoadingStatus, SlowLoadNotice, slowLoadMessage } from './loading-status';
export { MemberGreeting } from './member-greeting';
export { formatDate } from './format-date';
export { formatMoney, moneyOrPending, pendingAmountText } from './money/format-money';
export { Money, type MoneyProps } from './money/money';
export { formatPersonName } from './person-name';
export { brandOf, type Brand, type CustomerServiceLine } from './brands';
export { BrandMark } from './brand-mark/brand-mark';
export { brandMarkPaths } from './brand-mark/brand-marks';
export { DataList } from './data-list';
export { PageHeader, type PageHeaderProps } from './page-header/page-header';
export { PageFrame, type PageFrameProps, type PageWidth } from './page-header/page-frame';
export { Section, type SectionProps } from './section/section';
export { Card, type CardProps } from './card/card';
export { CardGrid, type CardGridProps } from './card/card-grid';
export { Callout, type CalloutProps } from './callout/callout';
export { Notice, type NoticeProps } from './notice/notice';
export { StatusBadge, type StatusBadgeProps } from './status-badge/status-badge';
export { statusColors, type StatusColor } from './status-badge/status-colors';
// Kept for 1.x remotes only: the claim status rules belong to @portal/contracts/claim-status.
export { claimStatusColor, isPendingClaim } from '@portal/contracts/claim-status';
export { ProgressMeter, type ProgressMeterProps } from './progress-meter/progress-meter';
export { PhoneLink } from './phone/phone-link';
export { OpensInNewTab } from './opens-elsewhere/opens-in-new-tab';
export { formatPhone, phoneDigits, phoneDigitCount, phoneHref } from './phone/format-phone';
export { ConfirmDialogOnDemand } from './confirm-dialog-on-demand';
export { ActionRow, Columns, RowList, type ColumnsProps, type RowListProps } from './layout';
export {
  createOnIntentLoader,
  loadOnIntent,
  useLoadedOnIntent,
  type IntentHandlers,
  type LoadedOnIntent,
  type OnIntentLoader,
} from './on-intent';
