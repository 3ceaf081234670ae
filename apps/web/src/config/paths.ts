/** Every screen of this build: its route pattern and a builder for links to it. */
export const paths = {
  home: { path: '/', href: () => '/' },
  login: { path: '/login', href: () => '/login' },
  resetPassword: {
    path: '/restablecer-contrasena',
    href: (token: string) => `/restablecer-contrasena?token=${encodeURIComponent(token)}`,
  },
  inventory: { path: '/inventario', href: () => '/inventario' },
  users: { path: '/users', href: () => '/users' },
  facilities: { path: '/instalaciones', href: () => '/instalaciones' },
  ingresos: { path: '/ingresos', href: () => '/ingresos' },
  egresos: { path: '/egresos', href: () => '/egresos' },
  movements: { path: '/movimientos-internos', href: () => '/movimientos-internos' },
  traceability: { path: '/trazabilidad', href: () => '/trazabilidad' },
  serviceAssignment: {
    path: '/service-assignment',
    href: (tab: 'storage' | 'picking' = 'storage') => `/service-assignment?tab=${tab}`,
  },
  dm: { path: '/trazabilidad-dm', href: () => '/trazabilidad-dm' },
  operator: { path: '/operator', href: () => '/operator' },
  operatorStorageDashboard: { path: '/operator-storage-dashboard', href: () => '/operator-storage-dashboard' },
  pickingAssignment: { path: '/picking-assignment', href: () => '/picking-assignment' },
  intelligentPicking: { path: '/intelligent-picking', href: () => '/intelligent-picking' },
  intelligentPickingList: {
    path: '/intelligent-picking/:id',
    href: (id: number, view = false) => `/intelligent-picking/${id}${view ? '?view=true' : ''}`,
  },
  orders: { path: '/orders', href: () => '/orders' },
  costManagement: { path: '/cost-management', href: () => '/cost-management' },
  analytics: { path: '/analytics', href: () => '/analytics' },
  counts: { path: '/conteos', href: () => '/conteos' },
  despachos: { path: '/despachos', href: () => '/despachos' },
  wavePicking: { path: '/wave-picking', href: () => '/wave-picking' },
  waveDetail: { path: '/wave-picking/:id', href: (id: number) => `/wave-picking/${id}` },
  alerts: { path: '/alertas', href: () => '/alertas' },
  help: { path: '/ayuda', href: () => '/ayuda' },
  helpArea: { path: '/ayuda/:area', href: (area: string) => `/ayuda/${area}` },
  storageExecution: {
    path: '/storage-execution/:id',
    href: (id: number, view = false) => `/storage-execution/${id}${view ? '?view=true' : ''}`,
  },
} as const;

/** Screens behind the shell that this build serves; the guard and the sidebar read this list. */
export const SHELL_SCREENS: readonly string[] = [
  paths.inventory.path,
  paths.users.path,
  paths.facilities.path,
  paths.ingresos.path,
  paths.movements.path,
  paths.traceability.path,
  paths.egresos.path,
  paths.serviceAssignment.path,
  paths.operator.path,
  paths.operatorStorageDashboard.path,
  paths.storageExecution.path,
  paths.intelligentPickingList.path,
  paths.pickingAssignment.path,
  paths.intelligentPicking.path,
  paths.dm.path,
  paths.orders.path,
  paths.costManagement.path,
  paths.analytics.path,
  paths.counts.path,
  paths.despachos.path,
  paths.wavePicking.path,
  paths.waveDetail.path,
  paths.alerts.path,
  paths.help.path,
  paths.helpArea.path,
];

export function isScreenAvailable(path: string): boolean {
  return SHELL_SCREENS.includes(path);
}

/** The server's generated OpenAPI documentation. */
export const API_DOCS_URL = '/api/docs';
