// Async boundary for the standalone development host (TOOLCHAIN.md, RUNTIME-006).
import('./bootstrap');
