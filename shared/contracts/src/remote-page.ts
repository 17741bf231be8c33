// What a remote exposes for the shell to render: each exposed page module default-exports a
// React component that takes no props and reads everything else from the shared packages. A dashboard
// card module (a manifest's dashboardCards, docs/remote-manifest.md) default-exports the card's body:
// the shell draws the frame (title, link) and hands it the loading shape the manifest declares.
import type { ComponentType, ReactNode } from 'react';

export interface DashboardCardBodyProps {
  /** The card's loading shape, drawn by the shell, for the body to show while its own data loads. */
  loadingShape: ReactNode;
  /** The status the manifest declares for the card while it loads ("Loading your bill…"), for the body's own loading. */
  loadingStatus?: string;
}

export interface RemoteCardModule {
  default: ComponentType<DashboardCardBodyProps>;
}

export interface RemotePageModule {
  default: ComponentType;
}

export function isRemotePageModule(value: unknown): value is RemotePageModule {
  return typeof value === 'object' && value !== null && typeof (value as { default?: unknown }).default === 'function';
}

export function isRemoteCardModule(value: unknown): value is RemoteCardModule {
  return isRemotePageModule(value);
}
