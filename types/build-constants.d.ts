// Constants replaced at build time by tools/lib/create-app-config.mjs (buildConstants).

/** The build carries the QA features (development builds, and production builds with PORTAL_QA_BUILD=1). */
declare const __PORTAL_QA_BUILD__: boolean;
