// The one-bundle build's stand-in for shell/src/remotes/provided-shared-modules.ts
// (one-bundle-build.mjs): with no federation runtime, the shell provides nothing to remotes.
export const providedSharedModules = {};
