// The contract between the pre-rendered landing page, its loader and the portal's start-up.

/** On #root: the path whose page the build pre-rendered into it. */
export const prerenderedPathAttribute = 'data-prerendered-path';

/** On the loader's script tag: the portal's own scripts (JSON list), loaded when the page needs them. */
export const portalScriptsAttribute = 'data-portal-scripts';

/** Fired on window once the portal has hydrated the pre-rendered page. */
export const hydratedEvent = 'portal:hydrated';

/** Fired on window when the portal renders #root afresh instead (a start-up failure, a signed-in member). */
export const renderedAfreshEvent = 'portal:rendered-afresh';
