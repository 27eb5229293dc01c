import { Navigate, Route, Routes } from 'react-router-dom';
import { useRegistry } from './federation/registry-context';
import { allPages, sectionsOf } from './federation/pages';
import { HomeOrMissing } from './federation/home-or-missing';
import { HOME_PATH } from './federation/home-path';
import { AdminLayout } from './layout/admin-layout';
import { AuthLayout } from './layout/auth-layout';
import { PublicLayout } from './layout/public-layout';
import { GuardedPage } from './layout/guarded-page';
import { MODULES_PAGE } from './features/modules/page-decl';
import { shellChunk } from './layout/shell-chunk';
import { ReleaseNotice } from './features/release-notice/release-notice';

const UserProfilePage = shellChunk('profile', () => import('./pages/user-profile-page'));
const ModulesRoute = shellChunk('Modules', () => import('./features/modules/modules-page'));

/** Routes come from the pages the remotes declared in the registry; the shell adds only its own. */
export function App() {
  const pages = allPages(useRegistry());
  const byLayout = (layout: 'admin' | 'auth' | 'public') => pages.filter(({ page }) => (page.layout ?? 'admin') === layout);
  const routesFor = (layout: 'admin' | 'auth' | 'public') =>
    byLayout(layout).flatMap((rp) =>
      [rp.page.path, ...(rp.page.aliases ?? [])].map((path) => (
        <Route key={`${rp.remote.name}:${path}`} path={path} element={<GuardedPage {...rp} sections={sectionsOf(pages, rp.page)} />} />
      )),
    );

  return (
    <>
      <ReleaseNotice />
      <Routes>
        <Route path="/auth" element={<AuthLayout />}>
          <Route index element={<Navigate to="/auth/login" replace />} />
          {routesFor('auth')}
          <Route path="*" element={<Navigate to="/auth/login" replace />} />
        </Route>
        <Route element={<PublicLayout />}>{routesFor('public')}</Route>
        <Route element={<AdminLayout />}>
          {routesFor('admin')}
          <Route path="/admin/user-profile" element={<UserProfilePage />} />
          <Route path={MODULES_PAGE.path} element={<ModulesRoute />} />
          <Route path="/admin" element={<Navigate to={HOME_PATH} replace />} />
          <Route path="/admin/*" element={<HomeOrMissing pages={pages} />} />
        </Route>
        <Route path="*" element={<HomeOrMissing pages={pages} />} />
      </Routes>
    </>
  );
}
