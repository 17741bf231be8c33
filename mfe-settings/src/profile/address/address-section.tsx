// The mailing address: the form for members who may update it here, otherwise the address on file
// with the message that says where to update it (docs/product/roles-and-rights.md#rights-address-messages).
import { launchExternalApp } from '@portal/api-client/partner-handoff';
import { useApiData, type ApiData } from '@portal/api-client/use-api-data';
import { updatePolicyApp, useRights } from '@portal/rights';
import { Button, DataList } from '@portal/ui';
import { formatPhone } from '@portal/forms';
import { Loaded } from '../../common/loaded';
import { AddressForm } from './address-form';
import { loadAddress } from './api';
import { addressLockMessage, addressLockOf } from './address-message';
import type { AddressOnFile } from './address-rules';

function AddressOnFileList({ address }: { address: AddressOnFile }) {
  const street = [address.address1, address.address2].filter(Boolean).join(', ');
  const place = `${address.city ?? ''}, ${address.stateCode ?? ''} ${address.zip ?? ''}`.trim();
  return (
    <DataList
      items={[
        ['Address', street ? `${street}, ${place}` : 'No address on file'],
        ['Home phone', address.homePhone ? formatPhone(address.homePhone) : 'None'],
        ['Work phone', address.workPhone ? formatPhone(address.workPhone) : 'None'],
      ]}
    />
  );
}

type AddressAnswer = Awaited<ReturnType<typeof loadAddress>>;

/** The address on file and whether the member may update it here; the page starts the load. */
export function useAddress(memberId: string): ApiData<AddressAnswer> {
  return useApiData((signal) => loadAddress(memberId, signal), `address:${memberId}`);
}

export function AddressSection({ memberId, ssoType, data }: { memberId: string; ssoType: string | null; data: ApiData<AddressAnswer> }) {
  // The same app as the Policy menu's Update Policy Info: one rule in @portal/rights.
  const policyApp = useRights((state) => updatePolicyApp(state.rights));
  return (
    <Loaded data={data} what="your address">
      {({ address, updatable, reason }) => {
        if (updatable) return <AddressForm memberId={memberId} onFile={address} />;
        const lock = addressLockOf(reason, ssoType);
        return (
          <>
            <AddressOnFileList address={address} />
            <p>{addressLockMessage(lock)}</p>
            {lock === 'sso' && policyApp && (
              <Button variant="secondary" onClick={() => void launchExternalApp(policyApp)}>
                Go to Policy Information (opens in a new window)
              </Button>
            )}
          </>
        );
      }}
    </Loaded>
  );
}
