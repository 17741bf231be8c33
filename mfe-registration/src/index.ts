// Async boundary for the standalone development host (tools/README.md "Toolchain notes": RUNTIME-006).
import('./bootstrap');
