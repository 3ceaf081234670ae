import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RouteErrorPage } from './route-error-page';
import { RouteGuard } from './route-guard';

// Every page is its own chunk, and so is the signed-in shell (sidebar, top bar, menus, the guided
// tour): the first load of /login carries only the providers and the guard. zod's
// Spanish messages (@bodega/domain/zod-locale) are installed before any screen that validates with zod:
// with the shell for every signed-in screen, with the reset page, and by the login page itself.
const withZodLocale =
  <T,>(load: () => Promise<T>) =>
  () =>
    import('@bodega/domain/zod-locale').then((locale) => {
      locale.installSpanishZodMessages();
      return load();
    });
const AppShell = lazy(withZodLocale(() => import('./shell/app-shell').then((module) => ({ default: module.AppShell }))));
const LoginPage = lazy(() => import('../features/auth/pages/login-page'));
const ResetPasswordPage = lazy(withZodLocale(() => import('../features/auth/pages/reset-password-page')));
const InventoryPage = lazy(() => import('../features/inventory/pages/inventory-page'));
const UsersPage = lazy(() => import('../features/users/pages/users-page'));
const FacilitiesPage = lazy(() => import('../features/facilities/pages/facilities-page'));
const IngresosPage = lazy(() => import('../features/ingresos/pages/ingresos-page'));
const MovementsPage = lazy(() => import('../features/movements/pages/movements-page'));
const TraceabilityPage = lazy(() => import('../features/traceability/pages/traceability-page'));
const EgresosPage = lazy(() => import('../features/egresos/pages/egresos-page'));
const DespachosPage = lazy(() => import('../features/despachos/pages/despachos-page'));
const ServiceAssignmentPage = lazy(() => import('../features/storage/pages/service-assignment-page'));
const OperatorPage = lazy(() => import('../features/storage/pages/operator-page'));
const OperatorStorageDashboardPage = lazy(() => import('../features/storage/pages/operator-storage-dashboard-page'));
const StorageExecutionPage = lazy(() => import('../features/storage/pages/storage-execution-page'));
const PickingExecutionPage = lazy(() => import('../features/picking/pages/picking-execution-page'));
const PickingAssignmentPage = lazy(() => import('../features/picking/pages/picking-assignment-page'));
const IntelligentPickingPage = lazy(() => import('../features/picking/pages/intelligent-picking-page'));
const DmPage = lazy(() => import('../features/dm/pages/dm-page'));
const OrdersPage = lazy(() => import('../features/orders/pages/orders-page'));
const CostManagementPage = lazy(() => import('../features/cost-management/pages/cost-management-page'));
const AnalyticsPage = lazy(() => import('../features/analytics/pages/analytics-page'));
const CountsPage = lazy(() => import('../features/counts/pages/counts-page'));
const WavePickingPage = lazy(() => import('../features/waves/pages/wave-picking-page'));
const WaveDetailPage = lazy(() => import('../features/waves/pages/wave-detail-page'));
const AlertsPage = lazy(() => import('../features/alerts/pages/alerts-page'));
const HelpIndexPage = lazy(() => import('../features/help/pages/help-index-page'));
const HelpAreaPage = lazy(() => import('../features/help/pages/help-area-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

/**
 * Only screens built so far are registered (config/paths SHELL_SCREENS); every other path falls
 * through to the not-found page, after the guard has applied the role rules.
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
          { path: paths.despachos.path, element: <DespachosPage /> },
          { path: paths.serviceAssignment.path, element: <ServiceAssignmentPage /> },
          { path: paths.operator.path, element: <OperatorPage /> },
          { path: paths.operatorStorageDashboard.path, element: <OperatorStorageDashboardPage /> },
          { path: paths.storageExecution.path, element: <StorageExecutionPage /> },
          { path: paths.intelligentPickingList.path, element: <PickingExecutionPage /> },
          { path: paths.pickingAssignment.path, element: <PickingAssignmentPage /> },
          { path: paths.intelligentPicking.path, element: <IntelligentPickingPage /> },
          { path: paths.dm.path, element: <DmPage /> },
          { path: paths.orders.path, element: <OrdersPage /> },
          { path: paths.costManagement.path, element: <CostManagementPage /> },
          { path: paths.analytics.path, element: <AnalyticsPage /> },
          { path: paths.counts.path, element: <CountsPage /> },
          { path: paths.wavePicking.path, element: <WavePickingPage /> },
          { path: paths.waveDetail.path, element: <WaveDetailPage /> },
          { path: paths.alerts.path, element: <AlertsPage /> },
          { path: paths.help.path, element: <HelpIndexPage /> },
          { path: paths.helpArea.path, element: <HelpAreaPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
