// @portal/api-client/error-messages: the members' words of SPEC section 8 (generic and coded messages,
// the catalogue's codes) for remotes. The definitions live in @portal/contracts/error-messages, which is
// not shared at run time; importing them from here makes every remote use the shell's one copy instead
// of bundling the error catalogue into its own pages (about 3 KB gzip each, README "Page weight").
export * from '@portal/contracts/error-messages';
