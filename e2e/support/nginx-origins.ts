// Where the e2e suite's nginx serves the production builds (support/nginx-portal.ts); read by
// playwright.config.ts too, so the e2e sandbox accepts sign-ins from there.

/** The ports nginx serves the shell and the remotes' static host on. */
export const nginxShellPort = 3200;
export const nginxRemotesPort = 3210;
export const nginxShellOrigin = `http://localhost:${nginxShellPort}`;

/** The gateway key the e2e sandbox is started with, so it trusts the addresses nginx forwards. */
export const e2eGatewayKey = 'e2e-gateway-key';
