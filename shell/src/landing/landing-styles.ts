// Build-time only: the entry whose extracted CSS styles the pre-rendered landing page. It exports
// the route tree the page is rendered from (built as a library entry, so the tree counts as used and
// CSS Modules keep every class it uses); the landing build inlines the rules the page's markup needs
// and discards this entry's JavaScript.
import '@portal/ui/tokens.css';

export { PortalRoutes } from '../app/app';
