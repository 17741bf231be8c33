// What this remote brings to the portal (docs/remote-manifest.md): its pages, menu entries and the
// modules that render them, declared here and nowhere else. The build generates `exposes` and the
// standalone dev host's routes from this file and publishes it as remote-manifest.json; the shell
// reads it at run time, so a new page or a changed title ships with this remote alone. Rules are named
// by SPEC's rights keys (or a rule of @portal/rights), never written here. Types only: build tools
// compile this file alone.
import type { RemoteManifestSource } from '@portal/contracts/remote-manifest';

export const remoteManifest = {
  schemaVersion: 1,
  remote: 'mfe_pharmacy_programs',
  modules: {
    './ProgramsPage': './src/programs/programs-page.tsx',
    './ProgramDetailsPage': './src/programs/program-details-page.tsx',
    './PharmacyPage': './src/pharmacy/pharmacy-page.tsx',
    './DocumentsPage': './src/documents/documents-page.tsx',
    // The dashboard's cards whose data is this remote's (programs, plan documents).
    './ProgramsCard': './src/dashboard-cards/programs-card.tsx',
    './DocumentsCard': './src/dashboard-cards/documents-card.tsx',
  },
  pages: [
    { path: '/programs', title: 'Programs', access: 'authenticated', rightsKey: 'programs', module: './ProgramsPage' },
    // No title: the page sets its own from the program's content.
    { path: '/programs/:id', access: 'authenticated', requiresProgramInPath: true, module: './ProgramDetailsPage' },
    { path: '/pharmacy', title: 'Pharmacy', access: 'authenticated', rightsKey: 'pharmacyCenter', module: './PharmacyPage' },
    { path: '/documents', title: 'Documents and Forms', access: 'authenticated', rightsKey: 'forms', module: './DocumentsPage' },
  ],
  menuEntries: [
    { menu: 'top', to: '/programs', order: 30, visibleWhen: { rightsKey: 'programs' } },
    { menu: 'top', to: '/pharmacy', order: 40, visibleWhen: { rule: 'pharmacy' } },
    { menu: 'top', label: 'Documents & Forms', to: '/documents', order: 50, visibleWhen: { rightsKey: 'forms' } },
  ],
  // Last in the dashboard's plan grid (docs/remote-manifest.md has the order scale).
  dashboardCards: [
    {
      id: 'programs',
      module: './ProgramsCard',
      order: 70,
      title: 'Programs',
      link: { to: '/programs', label: 'Explore your programs', guardsCard: true },
      loading: { status: 'Loading your programs…', figureLines: 0, textLines: 2 },
    },
    {
      // The button opens the document modal, whose code loads on first open, not with the card.
      id: 'documents',
      module: './DocumentsCard',
      order: 80,
      title: 'Plan documents',
      link: { to: '/documents', label: 'All documents and forms', guardsCard: true },
      loading: { figureLines: 0, textLines: 3 },
    },
  ],
} as const satisfies RemoteManifestSource;
