/** The full navigation bar shows from 80rem (1280 px) (docs/product/routes-and-guards.md#layout-navigation); below, the drawer. */
export const desktopQuery = '(min-width: 80rem)';
