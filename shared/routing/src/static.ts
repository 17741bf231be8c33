// Server rendering only (the pre-rendered landing page, built for Node): kept out of the shared
// browser module so that no app downloads it.
export { StaticRouter } from 'react-router-dom';
