import type { Role } from './roles';
import type { ScreenAvailability } from './route-table';

/** Icon names the web app maps to its icon set; kept abstract so the domain stays UI-free. */
export type NavIcon =
  'dashboard' | 'receipt' | 'issue' | 'inventory' | 'facilities' | 'traceability' | 'users' | 'costs' | 'analytics';

export interface NavItem {
  label: string;
  path: string;
  roles: readonly Role[];
  icon: NavIcon;
}

/**
 * Sidebar entries, in display order. Inventory appears twice because its label
 * depends on the role; gives the role `user` the read-only inventory view.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Mi Dashboard', path: '/operator', roles: ['operator'], icon: 'dashboard' },
  { label: 'Ingresos', path: '/ingresos', roles: ['admin'], icon: 'receipt' },
  { label: 'Egresos', path: '/egresos', roles: ['admin'], icon: 'issue' },
  { label: 'Gestión de Inventario', path: '/inventario', roles: ['admin', 'viewer'], icon: 'inventory' },
  { label: 'Consultar Inventario', path: '/inventario', roles: ['operator', 'user'], icon: 'inventory' },
  // Not in the spec's sidebar list, but /instalaciones is an admin screen the tour visits; without an entry it would be unreachable.
  { label: 'Instalaciones', path: '/instalaciones', roles: ['admin'], icon: 'facilities' },
  // Not in the spec's sidebar list either, but both screens are in its route table; without entries they would be unreachable.
  { label: 'Movimientos Internos', path: '/movimientos-internos', roles: ['admin'], icon: 'issue' },
  // /despachos is in the route table (admin); without an entry it would be unreachable.
  { label: 'Gestión de Despachos', path: '/despachos', roles: ['admin'], icon: 'issue' },
  // In the route table (admin and viewer) but not in the spec's sidebar list; without an entry it would be unreachable.
  { label: 'Gestión de Órdenes', path: '/orders', roles: ['admin', 'viewer'], icon: 'receipt' },
  { label: 'Sistema de Trazabilidad', path: '/trazabilidad', roles: ['admin', 'viewer'], icon: 'traceability' },
  { label: 'Trazabilidad DM', path: '/trazabilidad-dm', roles: ['admin', 'viewer'], icon: 'traceability' },
  { label: 'Asignación de Servicios', path: '/service-assignment', roles: ['admin'], icon: 'dashboard' },
  // In the route table (admin and operator); operators reach their lists from 'Mi Dashboard'.
  { label: 'Picking Inteligente', path: '/intelligent-picking', roles: ['admin'], icon: 'dashboard' },
  // In the route table (admin only) but not in the spec's sidebar list; without an entry it would be unreachable.
  { label: 'Picking por Olas', path: '/wave-picking', roles: ['admin'], icon: 'dashboard' },
  { label: 'Gestión de Usuarios', path: '/users', roles: ['admin'], icon: 'users' },
  // Both screens are in the spec's route table; without entries they would be unreachable.
  { label: 'Gestión de Costos y Precios', path: '/cost-management', roles: ['admin'], icon: 'costs' },
  { label: 'Análisis', path: '/analytics', roles: ['admin', 'viewer'], icon: 'analytics' },
  // Cycle counts (issue 42): plans, tasks, variances to approve; operators count from 'Mi Dashboard'.
  { label: 'Conteos', path: '/conteos', roles: ['admin'], icon: 'inventory' },
];

/** The sidebar entries a role sees, limited to the screens this build serves. */
export function navItemsFor(role: Role, available: ScreenAvailability = () => true): NavItem[] {
  return NAV_ITEMS.filter((item) => item.roles.includes(role) && available(item.path));
}
