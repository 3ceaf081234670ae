import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RouteErrorPage } from './route-error-page';
import { RouteGuard } from './route-guard';
import { AppShell } from './shell/app-shell';

// Every page is its own chunk so the first load carries only the shell and the guard.
const LoginPage = lazy(() => import('../features/auth/pages/login-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/reset-password-page'));
const InventoryPage = lazy(() => import('../features/inventory/pages/inventory-page'));
const UsersPage = lazy(() => import('../features/users/pages/users-page'));
const FacilitiesPage = lazy(() => import('../features/facilities/pages/facilities-page'));
const IngresosPage = lazy(() => import('../features/ingresos/pages/ingresos-page'));
const MovementsPage = lazy(() => import('../features/movements/pages/movements-page'));
const TraceabilityPage = lazy(() => import('../features/traceability/pages/traceability-page'));
const EgresosPage = lazy(() => import('../features/egresos/pages/egresos-page'));
const ServiceAssignmentPage = lazy(() => import('../features/storage/pages/service-assignment-page'));
const OperatorPage = lazy(() => import('../features/storage/pages/operator-page'));
const OperatorStorageDashboardPage = lazy(() => import('../features/storage/pages/operator-storage-dashboard-page'));
const StorageExecutionPage = lazy(() => import('../features/storage/pages/storage-execution-page'));
const CostManagementPage = lazy(() => import('../features/cost-management/pages/cost-management-page'));
const AnalyticsPage = lazy(() => import('../features/analytics/pages/analytics-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

/**
 * Only screens built so far are registered (config/paths SHELL_SCREENS); every other path falls
 * through to the not-found page, after the guard has applied the role rules of spec 1 §2.1.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RouteGuard />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.login.path, element: <LoginPage /> },
      { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
      {
        element: <AppShell />,
        children: [
          { path: paths.inventory.path, element: <InventoryPage /> },
          { path: paths.users.path, element: <UsersPage /> },
          { path: paths.facilities.path, element: <FacilitiesPage /> },
          { path: paths.ingresos.path, element: <IngresosPage /> },
          { path: paths.movements.path, element: <MovementsPage /> },
          { path: paths.traceability.path, element: <TraceabilityPage /> },
          { path: paths.egresos.path, element: <EgresosPage /> },
          { path: paths.serviceAssignment.path, element: <ServiceAssignmentPage /> },
          { path: paths.operator.path, element: <OperatorPage /> },
          { path: paths.operatorStorageDashboard.path, element: <OperatorStorageDashboardPage /> },
          { path: paths.storageExecution.path, element: <StorageExecutionPage /> },
          { path: paths.costManagement.path, element: <CostManagementPage /> },
          { path: paths.analytics.path, element: <AnalyticsPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
