// The one import of react-router for every app. Apps share this module as a singleton
// instead of react-router-dom itself: the federation runtime cannot tree-shake a shared library, and
// react-router-dom shipped whole was 63 KB (gzip) on every first page, most of it unused (data
// routers, server rendering). Add an export here when an app needs another react-router API.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
