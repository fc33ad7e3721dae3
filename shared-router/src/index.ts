/**
 * The router facade. Shared modules are not tree-shaken, so sharing react-router itself would
 * send every visitor all of it (data routers, server rendering, ~60 KB gzip). Sharing this
 * module instead keeps one router instance in the composed app, with only what the product
 * uses. Apps import routing from here, never from react-router (a lint rule says so).
 */
export {
  BrowserRouter,
  Routes,
  Route,
  Navigate,
  Link,
  Outlet,
  useNavigate,
  useLocation,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateFunction, NavigateOptions, To } from 'react-router';
