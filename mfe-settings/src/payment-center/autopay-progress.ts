// What autopay's polite status says while a change is on its way.
export const autopayProgressText = {
  enrol: 'Turning on autopay…',
  change: 'Saving your new payment method…',
  off: 'Turning off autopay…',
} as const;
