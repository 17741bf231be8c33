// The account on file a member may pay a bill from without typing its numbers: the one autopay drafts
// from, while autopay is on (the member API keeps no other). Shown masked, by its last 4 digits.
import type { Autopay } from './api';

export interface SavedAccount {
  method: 'bank' | 'card';
  last4: string;
}

export function savedAccountOf(autopay: Autopay | null): SavedAccount | null {
  if (!autopay?.enrolled || !autopay.accountLast4 || (autopay.method !== 'bank' && autopay.method !== 'card')) return null;
  return { method: autopay.method, last4: autopay.accountLast4 };
}

/** An account as members read it, masked: "Bank account ending in 6789", "Card ending in 1111". */
export function accountText(method: string | null, last4: string | null): string {
  const kind = method === 'card' ? 'Card' : 'Bank account';
  return last4 ? `${kind} ending in ${last4}` : kind;
}
