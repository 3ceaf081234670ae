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
} as const;

/** Screens behind the shell that this build serves; the guard and the sidebar read this list. */
export const SHELL_SCREENS: readonly string[] = [paths.inventory.path, paths.users.path, paths.facilities.path, paths.ingresos.path, paths.egresos.path];

export function isScreenAvailable(path: string): boolean {
  return SHELL_SCREENS.includes(path);
}

/** The server's generated OpenAPI documentation (DESIGN §4). */
export const API_DOCS_URL = '/api/docs';
