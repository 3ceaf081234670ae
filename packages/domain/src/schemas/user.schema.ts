import { z } from 'zod';
import { ROLES } from '../access/roles';
import { EMAIL_PATTERN } from '../ids/email';
import { PASSWORD_MIN_LENGTH } from './auth.schema';

export const USER_MESSAGES = {
  usernameRequired: 'Nombre de usuario es requerido',
  emailRequired: 'Email es requerido',
  emailInvalid: 'Email debe ser válido',
  passwordRequired: 'Contraseña es requerida',
  passwordTooShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`,
  roleRequired: 'Rol es requerido',
  usernameTaken: 'El nombre de usuario ya está registrado',
  emailTaken: 'El email ya está registrado',
  lastAdmin: 'No se puede eliminar el último administrador',
  lastAdminDemotion: 'No se puede quitar el rol de administrador al último administrador',
  selfDelete: 'No puede eliminar su propio usuario',
  notFound: 'Usuario no encontrado',
  created: 'Usuario creado exitosamente',
  updated: 'Usuario actualizado exitosamente',
  deleted: 'Usuario eliminado exitosamente',
  loadError: 'Error al cargar usuarios',
  saveError: 'Error al guardar usuario',
  deleteError: 'Error al eliminar usuario',
  restrictedOn: 'Modo restringido activado',
  restrictedOff: 'Modo restringido desactivado',
  restrictedError: 'Error al cambiar el modo restringido',
  restrictedRequired: 'Indique si el modo restringido está activo',
} as const;

/** Default role of a new user. */
export const DEFAULT_NEW_USER_ROLE = 'operator' as const;

const username = z
  .string({ error: USER_MESSAGES.usernameRequired })
  .trim()
  .min(1, USER_MESSAGES.usernameRequired)
  .max(50, 'Nombre de usuario no puede superar 50 caracteres')
  .regex(/^[\p{L}\p{N}._-]+$/u, 'Nombre de usuario solo puede tener letras, números, punto, guion y guion bajo');
const email = z
  .string({ error: USER_MESSAGES.emailRequired })
  .trim()
  .min(1, USER_MESSAGES.emailRequired)
  .max(254, USER_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, USER_MESSAGES.emailInvalid)
  .transform((value) => value.toLowerCase());
const role = z.enum(ROLES, { error: USER_MESSAGES.roleRequired });
const name = z.string().trim().max(100, 'Nombre no puede superar 100 caracteres').optional();
const password = z
  .string({ error: USER_MESSAGES.passwordRequired })
  .min(1, USER_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, USER_MESSAGES.passwordTooShort)
  .max(1024);

/** POST /api/users and the create dialog (User form). */
export const userCreateSchema = z.object({ username, email, password, role, name }).strict();
export type UserCreate = z.infer<typeof userCreateSchema>;

/** PUT /api/users/{id} and the edit dialog: the password is optional and left out when empty. */
export const userUpdateSchema = z
  .object({
    username,
    email,
    role,
    name,
    password: z.preprocess((value) => (value === '' || value === null ? undefined : value), password.optional()),
  })
  .strict();
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  role: z.enum(ROLES),
  /**
   * Restricted mode: the server always sends it; optional so a user
   * stored by an older build still reads as not restricted.
   */
  restricted: z.boolean().optional(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** PUT /api/users/{id}/restricted: an administrator turns restricted mode on or off. */
export const userRestrictedSchema = z.object({ restricted: z.boolean({ error: USER_MESSAGES.restrictedRequired }) }).strict();
export type UserRestricted = z.infer<typeof userRestrictedSchema>;
