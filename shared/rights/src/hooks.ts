import { useStore } from 'zustand';
import type { RightsRecord } from '@portal/contracts/domain';
import { rightsStore, type RightsStore } from './rights-store';
import { rightsAllow } from './rights-checks';

export function useRights<T>(selector: (state: RightsStore) => T): T {
  return useStore(rightsStore, selector);
}

export function useRightsAllow(rightsKey: keyof RightsRecord): boolean {
  return useRights((state) => rightsAllow(rightsKey, state.rights));
}
