// jsdom lacks a few platform APIs every browser has; Node's implementations behave the same.
const { TextEncoder, TextDecoder } = require('node:util');
const { webcrypto } = require('node:crypto');

if (!globalThis.TextEncoder) Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

// Build-time constants (create-app-config.mjs, buildConstants): tests run as a QA build; code that
// differs in a production bundle takes the flag as a parameter, and its tests pass false.
globalThis.__PORTAL_QA_BUILD__ = true;

require('@testing-library/jest-dom');
