import { z } from 'zod';
import { EMAIL_PATTERN } from '../ids/email';
import { LOGIN_MESSAGES, PASSWORD_MIN_LENGTH } from './auth.messages';

// The messages and limits live apart from the schemas so that a screen can show them without
// loading zod (the login page's first load).
export { LOGIN_LOCKOUT, LOGIN_MESSAGES, PASSWORD_MIN_LENGTH } from './auth.messages';

const passwordTooShort = `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`;

/** The login form: e-mail and password (Login). */
export const loginFormSchema = z.object({
  email: z.string().trim().min(1, LOGIN_MESSAGES.required).regex(EMAIL_PATTERN, LOGIN_MESSAGES.invalidEmail),
  password: z.string().min(1, LOGIN_MESSAGES.required),
  remember: z.boolean().optional(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/**
 * The login payload: `{email, password}` or `{username, password}`, where `username` may
 * hold an e-mail or a username (Auth).
 */
export const loginPayloadSchema = z
  .object({
    email: z.string().trim().max(254).optional(),
    username: z.string().trim().max(254).optional(),
    password: z.string().max(1024),
  })
  .strict()
  .refine((body) => Boolean((body.email || body.username) && body.password), {
    message: LOGIN_MESSAGES.required,
    path: ['email'],
  });
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

export const passwordResetRequestSchema = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, LOGIN_MESSAGES.recoveryEmailRequired)
      .max(254)
      .regex(EMAIL_PATTERN, LOGIN_MESSAGES.invalidEmail),
  })
  .strict();
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetSchema = z
  .object({
    token: z.string().min(1, 'El enlace de recuperación no es válido o expiró').max(512),
    password: z.string().min(PASSWORD_MIN_LENGTH, passwordTooShort).max(1024),
  })
  .strict();
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** The reset page adds a confirmation field that never leaves the browser. */
export const passwordResetFormSchema = z
  .object({
    password: z.string().min(PASSWORD_MIN_LENGTH, passwordTooShort).max(1024),
    confirm: z.string(),
  })
  .refine((form) => form.password === form.confirm, {
    message: 'Las contraseñas no coinciden',
    path: ['confirm'],
  });
export type PasswordResetForm = z.infer<typeof passwordResetFormSchema>;
