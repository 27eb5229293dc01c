// What the suite's builds get for `react-router` and `react-router-dom` (see router-subset.cjs):
// the declarative-routing API. A shared module is never tree-shaken, and the whole library (data
// routers, loaders, SSR) is 63 KB gzip on every page; this subset is about 16 KB.
// Need another export? Add it below; the build names any import missing from this list.
export {
  BrowserRouter, HashRouter, MemoryRouter, Router, Routes, Route, Navigate, Outlet, Link, NavLink,
  useNavigate, useLocation, useParams, useSearchParams, useMatch, useHref, useResolvedPath, useInRouterContext,
  useNavigationType, useOutlet, useOutletContext, useRoutes, useLinkClickHandler, useBeforeUnload,
  createSearchParams, generatePath, matchPath, matchRoutes, resolvePath, createPath, parsePath,
  createRoutesFromChildren, createRoutesFromElements, renderMatches, NavigationType,
} from 'react-router/full';
