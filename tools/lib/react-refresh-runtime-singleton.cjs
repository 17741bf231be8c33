// One react-refresh runtime per page, kept on globalThis and shared by the shell and every remote.
// With one runtime per app, an edit to remote code inside the shell would not hot-reload: the
// remote's components would be registered with a runtime React never talks to (tools/docs/README.md).
const key = '__portalReactRefreshRuntime__';
module.exports = globalThis[key] || (globalThis[key] = require('react-refresh/runtime.js'));
