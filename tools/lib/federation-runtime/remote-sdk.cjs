// What a production remote's container entry needs of @module-federation/sdk, and nothing else
// (README "Page weight"). With `experiments.externalRuntime` a remote uses the shell's federation
// runtime, but the bundler runtime it still carries imports the whole sdk package (manifest snapshots,
// script loading, logging: about 5 KB gzip in each remote entry, four of them on the dashboard) for
// two names used when a remote loads another remote. The names come from the sdk's own files, so
// their behaviour is the installed version's; `tools/test/remote-sdk-shim.test.mjs` fails the build
// tests when the bundler runtime starts to use another sdk export.
// `federation-sdk-dist` is an alias of the installed sdk's dist folder (create-app-config.mjs).
const { decodeName } = require('federation-sdk-dist/utils.cjs');
const { ENCODE_NAME_PREFIX } = require('federation-sdk-dist/constant.cjs');

module.exports = { decodeName, ENCODE_NAME_PREFIX };
