// jsdom lacks a few platform APIs every browser has; Node's implementations behave the same.
const { TextEncoder, TextDecoder } = require('node:util');
const { webcrypto } = require('node:crypto');

if (!globalThis.TextEncoder) Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

// jsdom (26) has the <dialog> element but not its methods: showModal() and close() are not
// implemented. The kit's PortalDialog opens with showModal(), so tests get the attribute half of them:
// open shows the dialog (jsdom's own stylesheet hides dialog:not([open])), close removes it and fires
// close (at once; browsers queue it). What jsdom cannot do (the top layer, an inert page behind, the
// cancel event of Escape) the dialog does not leave to the browser in tests: it handles Escape itself.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// Build-time constants (create-app-config.mjs, buildConstants): tests run as a QA build; code that
// differs in a production bundle takes the flag as a parameter, and its tests pass false.
globalThis.__PORTAL_QA_BUILD__ = true;

require('@testing-library/jest-dom');

// A test that runs first in a fresh clone waits for modules Jest has not transformed yet (axios,
// DOMPurify: loaded on a page's first use). Testing Library's default of 1 s for findBy* and waitFor
// ran out there once (shell/test/notice.test.tsx, the clean-clone run of `pnpm test`) and never on a
// warm cache; 3 s still fails long before Jest's own 5 s test timeout.
require('@testing-library/react').configure({ asyncUtilTimeout: 3000 });
