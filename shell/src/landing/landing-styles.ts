// Build-time only: the entry whose extracted CSS styles the pre-rendered landing page. It imports
// the route tree the page is rendered from, so the stylesheet holds every style on that page with
// the class names the shell's own build gives them; its JavaScript is discarded.
import '@portal/ui/tokens.css';
import '../app/app';
