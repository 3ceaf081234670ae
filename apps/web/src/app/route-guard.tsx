import { guardRoute } from '@bodega/domain';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { isScreenAvailable } from '../config/paths';
import { useSession } from '../lib/session';

/** Applies the guard rules (from @bodega/domain) before any page renders. */
export function RouteGuard() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const decision = guardRoute(pathname, user?.role ?? null, isScreenAvailable);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <Outlet />
    </Suspense>
  );
}
