// Async boundary: shared singletons (React, the session store, ...) are negotiated by the federation
// runtime before any app code runs (tools/docs/README.md: RUNTIME-006).
import('./bootstrap');
