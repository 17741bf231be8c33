/**
 * The id of index.html's "Loading the Member Portal…" (src/index.html), which the start-up greeting
 * replaces on a reload of the dashboard (startup-greeting.ts) and the shell's first render removes
 * (bootstrap.tsx).
 */
export const startingMessageId = 'portal-starting';
