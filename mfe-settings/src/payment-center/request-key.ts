// The Idempotency-Key of a payment or an autopay change the member has submitted but not seen
// confirmed. It is made at the first submit and sent again on every submit until the answer confirms
// the change, also after a reload (it is kept in session storage, which sign-out clears), so a payment
// whose answer was lost is paid once however often the member tries again. Only the random key is
// stored: never an amount, an account or a card number.

/** Where a member's pending payment and pending autopay change keep their keys. */
export function requestKeyStorageKey(kind: 'payment' | 'autopay', memberId: string): string {
  return `portal.payment-center.${kind}-key.${memberId}`;
}

function read(storageKey: string): string | null {
  try {
    return window.sessionStorage.getItem(storageKey);
  } catch {
    // Without storage the key lasts as long as the page.
    return null;
  }
}

function write(storageKey: string, key: string | null): void {
  try {
    if (key === null) window.sessionStorage.removeItem(storageKey);
    else window.sessionStorage.setItem(storageKey, key);
  } catch {
    // See read.
  }
}

/** A random key (a version 4 UUID); crypto.randomUUID needs a secure context, getRandomValues does not. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface PendingRequestKey {
  /** The key of a change submitted and not confirmed yet (after a reload too), or null. */
  pending(): string | null;
  /** The key to send now: the pending one, or a new one kept from now on. */
  forSubmit(): string;
  /** The change is confirmed (or known to be done): the next one gets a new key. */
  settle(): void;
}

export function pendingRequestKey(storageKey: string): PendingRequestKey {
  let inMemory: string | null = null;
  return {
    pending: () => read(storageKey) ?? inMemory,
    forSubmit() {
      const key = read(storageKey) ?? inMemory ?? newKey();
      inMemory = key;
      write(storageKey, key);
      return key;
    },
    settle() {
      inMemory = null;
      write(storageKey, null);
    },
  };
}
