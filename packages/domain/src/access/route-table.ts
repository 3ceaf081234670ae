import { findHelpArea } from './help-areas';
import type { Role } from './roles';

/**
 * Screen routes. The web router guard and the sidebar read this
 * table; the server's role groups below are built from the same role lists.
 * The role `user` gets a read-only inventory view.
 */
export interface ScreenRoute {
  /** Path pattern; `:id` marks a parameter. */
  path: string;
  roles: readonly Role[];
  title: string;
}

export const ADMIN: readonly Role[] = ['admin'];
export const ADMIN_VIEWER: readonly Role[] = ['admin', 'viewer'];
export const ADMIN_OPERATOR: readonly Role[] = ['admin', 'operator'];
export const OPERATOR: readonly Role[] = ['operator'];
export const INVENTORY_READERS: readonly Role[] = ['admin', 'operator', 'viewer', 'user'];
export const AUTHENTICATED: readonly Role[] = ['admin', 'operator', 'viewer', 'user'];

export const DEFAULT_TITLE = 'Bodega Clínica';
/** Title of any path no screen serves: the top bar and the browser tab say so too. */
export const NOT_FOUND_TITLE = 'Página no encontrada';
export const HELP_TITLE = 'Centro de Ayuda';

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  { path: '/inventario', roles: INVENTORY_READERS, title: 'Gestión de Inventario' },
  { path: '/ingresos', roles: ADMIN, title: 'Gestión de Ingresos' },
  { path: '/egresos', roles: ADMIN, title: 'Gestión de Egresos' },
  { path: '/despachos', roles: ADMIN, title: 'Gestión de Despachos' },
  { path: '/movimientos-internos', roles: ADMIN, title: 'Movimientos Internos' },
  { path: '/instalaciones', roles: ADMIN, title: 'Gestión de Instalaciones' },
  { path: '/cost-management', roles: ADMIN, title: 'Gestión de Costos y Precios' },
  { path: '/picking-assignment', roles: ADMIN, title: 'Asignación de Picking' },
  { path: '/service-assignment', roles: ADMIN, title: 'Asignación de Servicios' },
  { path: '/wave-picking', roles: ADMIN, title: 'Picking por Olas' },
  { path: '/wave-picking/:id', roles: ADMIN, title: 'Detalle de Ola' },
  { path: '/users', roles: ADMIN, title: 'Gestión de Usuarios' },
  { path: '/trazabilidad', roles: ADMIN_VIEWER, title: 'Sistema de Trazabilidad' },
  { path: '/trazabilidad-dm', roles: ADMIN_VIEWER, title: 'Trazabilidad de Dispositivos Médicos' },
  { path: '/analytics', roles: ADMIN_VIEWER, title: 'Análisis' },
  { path: '/conteos', roles: ADMIN, title: 'Conteos Cíclicos' },
  { path: '/orders', roles: ADMIN_VIEWER, title: 'Gestión de Órdenes' },
  { path: '/intelligent-picking', roles: ADMIN_OPERATOR, title: 'Picking Inteligente' },
  { path: '/intelligent-picking/:id', roles: ADMIN_OPERATOR, title: 'Picking Inteligente' },
  { path: '/storage-execution/:id', roles: ADMIN_OPERATOR, title: 'Ejecución de Almacenamiento' },
  { path: '/operator', roles: OPERATOR, title: 'Dashboard del Operario' },
  { path: '/operator-storage-dashboard', roles: OPERATOR, title: 'Dashboard de Almacenamiento' },
  { path: '/alertas', roles: AUTHENTICATED, title: 'Alertas' },
  { path: '/ayuda', roles: AUTHENTICATED, title: HELP_TITLE },
  { path: '/ayuda/:area', roles: AUTHENTICATED, title: HELP_TITLE },
];

function matches(pattern: string, pathname: string): boolean {
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.split('?')[0]!.split('/').filter(Boolean);
  if (a.length !== b.length) return false;
  return a.every((segment, i) => segment.startsWith(':') || segment === b[i]);
}

export function findScreenRoute(pathname: string): ScreenRoute | undefined {
  return SCREEN_ROUTES.find((route) => matches(route.path, pathname));
}

/** Tells whether a screen path is served by this build of the web app. */
export type ScreenAvailability = (path: string) => boolean;
const everyScreen: ScreenAvailability = () => true;

/**
 * Where a signed-in user lands: operators on their dashboard, everyone else on inventory.
 * While the operator dashboard is not part of the build, operators land on inventory, which
 * they may also open.
 */
export function homePathFor(role: Role, available: ScreenAvailability = everyScreen): string {
  return role === 'operator' && available('/operator') ? '/operator' : '/inventario';
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * The guard rules, in order. `role` is null when nobody is signed in.
 * Unknown paths are allowed through so the router can show its not-found page.
 */
export function guardRoute(pathname: string, role: Role | null, available: ScreenAvailability = everyScreen): GuardDecision {
  const path = pathname.split('?')[0]!.replace(/\/+$/, '') || '/';
  if (path === '/login' || path === '/restablecer-contrasena') {
    return role && path === '/login' ? { kind: 'redirect', to: homePathFor(role, available) } : { kind: 'allow' };
  }
  if (!role) return { kind: 'redirect', to: '/login' };
  if (path === '/') return { kind: 'redirect', to: homePathFor(role, available) };
  const route = findScreenRoute(path);
  if (!route) return { kind: 'allow' };
  return route.roles.includes(role) ? { kind: 'allow' } : { kind: 'redirect', to: homePathFor(role, available) };
}

/**
 * Page title of a screen, for the top bar and the browser tab: inventory reads
 * 'Consultar Inventario' for operators; a help page is titled by its area; a path no screen
 * serves (an unknown help area included) is 'Página no encontrada'.
 */
export function pageTitleFor(pathname: string, role: Role | null): string {
  const route = findScreenRoute(pathname);
  if (!route) return NOT_FOUND_TITLE;
  if (route.path === '/inventario' && (role === 'operator' || role === 'user')) return 'Consultar Inventario';
  if (route.path === '/ayuda/:area') {
    const area = findHelpArea(pathname.split('?')[0]!.split('/').filter(Boolean)[1] ?? '');
    return area ? `Ayuda: ${area.title}` : NOT_FOUND_TITLE;
  }
  return route.title;
}

/** The browser tab's text for a page title. */
export function documentTitleFor(title: string): string {
  return title === DEFAULT_TITLE ? DEFAULT_TITLE : `${title} | ${DEFAULT_TITLE}`;
}
