// The federation bundler runtime package as the shell's lending plugin uses it
// (tools/lib/federation-bundler-runtime-provider.js). The shell's build resolves it through the alias in
// tools/lib/federation-bundler-runtime.mjs; it is not a dependency of the tools package, so what the
// plugin uses is declared here.
declare module '@module-federation/webpack-bundler-runtime' {
  export const bundlerRuntime: Record<string, unknown>;
  export function attachShareScopeMap(webpackRequire: unknown): void;
}
