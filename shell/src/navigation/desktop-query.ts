/** The full navigation bar shows above 1279 px (SPEC section 2); below, the drawer. */
export const desktopQuery = '(min-width: 1280px)';
