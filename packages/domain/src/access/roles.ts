export const ROLES = ['admin', 'operator', 'viewer', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  operator: 'Operario',
  viewer: 'Visualizador',
  user: 'Usuario',
};

/** MUI palette names used for role chips. */
export const ROLE_COLORS: Record<Role, 'success' | 'primary' | 'warning' | 'info'> = {
  admin: 'success',
  operator: 'primary',
  viewer: 'warning',
  user: 'info',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
