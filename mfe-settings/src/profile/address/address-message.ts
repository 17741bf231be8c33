// Why a member cannot update the address here (docs/product/roles-and-rights.md#rights-address-messages): single-sign-on members review the
// Policy Information page; everyone else the API refuses is told to contact the employer or the state.
import { codedMessages } from '@portal/api-client/error-messages';

export type AddressLock = 'sso' | 'employer';

/** The address message for a member whose address is not updatable here. */
export function addressLockMessage(lock: AddressLock): string {
  return lock === 'sso' ? codedMessages['UPD-0031'] : codedMessages['UPD-0032'];
}

/**
 * The lock of an address GET: the API's reason, and the selected plan's ssoType as a fallback for a
 * refused update without a reason. Any other refusal gets the default message.
 */
export function addressLockOf(reason: string | null | undefined, ssoType: string | null | undefined): AddressLock {
  if (reason === 'sso' || (!reason && ssoType)) return 'sso';
  return 'employer';
}
