// @portal/api-client/error-messages: the members' words of docs/product/errors-and-messages.md#errors-coded-families (generic and coded messages,
// the catalogue's codes) for remotes. The definitions live in @portal/contracts/error-messages, which is
// not shared at run time; importing them from here makes every remote use the shell's one copy instead
// of bundling the error catalogue into its own pages (about 3 KB gzip each, docs/performance.md#page-weight-history).
export * from '@portal/contracts/error-messages';
