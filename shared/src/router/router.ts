/**
 * The router API of the whole site, and its one shared singleton.
 *
 * Every app imports routing from here, never from react-router directly. Federation shares
 * this small module instead of the react-router package: a shared module is never
 * tree-shaken, and the whole of react-router costs ~60 KB gzip, while the subset below
 * costs a third of that. All apps still run one router instance, so the shell's location
 * reaches every section.
 *
 * Deploy rule: exports are only ever added, and the shell is deployed before a section that
 * uses a new export (a section runs against the shell's copy of this module).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutlet,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps, NavigateFunction, Location, Params } from 'react-router';
