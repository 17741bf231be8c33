/** The full navigation bar shows above 1279 px (docs/product/routes-and-guards.md#layout-navigation); below, the drawer. */
export const desktopQuery = '(min-width: 1280px)';
