// Where the shell's federation runtime plugin puts its bundler runtime for the remotes to borrow.
export const bundlerRuntimeGlobal = '_PORTAL_FEDERATION_BUNDLER_RUNTIME';
