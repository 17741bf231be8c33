// jsdom lacks a few platform APIs every browser has; Node's implementations behave the same.
const { TextEncoder, TextDecoder } = require('node:util');
const { webcrypto } = require('node:crypto');

if (!globalThis.TextEncoder) Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

require('@testing-library/jest-dom');
