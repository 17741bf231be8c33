// Async boundary for the standalone development host (tools/docs/README.md: RUNTIME-006).
import('./bootstrap');
