// What a remote exposes for the shell to render: each exposed page module default-exports a
// React component that takes no props and reads everything else from the shared packages.
import type { ComponentType } from 'react';

export interface RemotePageModule {
  default: ComponentType;
}

export function isRemotePageModule(value: unknown): value is RemotePageModule {
  return typeof value === 'object' && value !== null && typeof (value as { default?: unknown }).default === 'function';
}
