import {
  LOGIN_MESSAGES,
  AUTHENTICATED,
  loginPayloadSchema,
  loginResponseSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  userSchema,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBodySchema } from '../../lib/schemas';
import { login, logout, logoutEverywhere, requestPasswordReset, resetPassword, type AuthDeps } from './manage-sessions';
import type { Mailer } from './mailer';

const messageResponse = dataOf(z.object({ message: z.string() }));

const authRoutes: FastifyPluginAsyncZod<{ mailer: Mailer; publicUrl: string; loginRateLimitPerMinute: number }> = async (
  app,
  options,
) => {
  const deps: AuthDeps = {
    db: app.db.kysely,
    issueToken: app.issueToken,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    log: app.log,
  };
  // Per-IP limit on the routes that take a password or send mail, on top of the per-account
  // lockout; a global limit would share one bucket across every route.
  const rateLimit = { max: options.loginRateLimitPerMinute, timeWindow: '1 minute' };

  app.post(
    '/login',
    {
      config: { public: true, rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Iniciar sesión con email o nombre de usuario',
        body: loginPayloadSchema,
        response: { 200: loginResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const result = await login(deps, request.body, request.ip);
      return { ...result, data: result };
    },
  );

  app.get(
    '/profile',
    {
      config: { roles: AUTHENTICATED },
      schema: { tags: ['auth'], summary: 'Usuario de la sesión', response: { 200: dataOf(userSchema), 401: errorBodySchema } },
    },
    async (request) => ({ data: request.user }),
  );

  const okResponse = { 200: dataOf(z.object({ ok: z.boolean() })), 401: errorBodySchema };
  app.post(
    '/logout',
    {
      config: { roles: AUTHENTICATED },
      schema: { tags: ['auth'], summary: 'Cerrar sesión (este token deja de servir)', response: okResponse },
    },
    async (request) => {
      await logout(deps.db, request.user.id, request.tokenClaims ?? {});
      request.log.info({ userId: request.user.id }, 'cierre de sesión');
      return { data: { ok: true } };
    },
  );

  app.post(
    '/logout-all',
    {
      config: { roles: AUTHENTICATED },
      schema: {
        tags: ['auth'],
        summary: 'Cerrar sesión en todos los dispositivos (todos los tokens del usuario dejan de servir)',
        response: okResponse,
      },
    },
    async (request) => {
      await logoutEverywhere(deps.db, request.user.id);
      request.log.info({ userId: request.user.id }, 'cierre de sesión en todos los dispositivos');
      return { data: { ok: true } };
    },
  );

  app.post(
    '/password-reset-request',
    {
      config: { public: true, rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Solicitar un enlace de recuperación de contraseña',
        body: passwordResetRequestSchema,
        response: { 200: messageResponse, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email);
      return { data: { message: LOGIN_MESSAGES.recoverySuccess } };
    },
  );

  app.post(
    '/password-reset',
    {
      config: { public: true, rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Crear una nueva contraseña con el enlace de recuperación',
        body: passwordResetSchema,
        response: { 200: messageResponse, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await resetPassword(deps.db, request.body.token, request.body.password);
      return { data: { message: 'Contraseña actualizada correctamente' } };
    },
  );
};

export default authRoutes;
