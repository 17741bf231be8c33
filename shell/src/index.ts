// Async boundary: shared singletons (React, the session store, ...) are negotiated by the federation
// runtime before any app code runs (tools/README.md "Toolchain notes": RUNTIME-006).
import('./bootstrap');
