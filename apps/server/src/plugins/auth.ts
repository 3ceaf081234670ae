import { isRole, type Role } from '@bodega/domain';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import { AppError } from '../lib/app-error';
import { listenToChannel } from '../db/pg-listener';
import { requestUserCache, type RequestUserCache } from '../modules/users/request-user-cache';
import { type PublicUser, type RequestUserRow, toPublicUser } from '../modules/users/users.repository';
import { VerifiedTokenCache } from './verified-token-cache';

/** Channel of the `users` trigger (migration 2026-11-21T1200-users-change-notify). */
const USERS_CHANGED_CHANNEL = 'bodega_users_changed';

export interface TokenPayload {
  sub: number;
  role: Role;
  /** users.token_version at issue time; a password change bumps it and old tokens stop working. */
  tv: number;
  /** The token's own id: a logout refuses it until it expires (revoked_tokens). */
  jti?: string;
  /** Expiry, seconds since the epoch (set by the signer). */
  exp?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: PublicUser;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Roles allowed on the route; every /api route must declare this or `public: true`. */
    roles?: readonly Role[];
    public?: boolean;
    /** Refused (403 RESTRICTED_MODE) for a user in restricted mode. */
    restrictable?: boolean;
  }
  interface FastifyRequest {
    /** The claims of the request's token, once the guard has admitted it (logout reads jti and exp). */
    tokenClaims?: TokenPayload;
  }
  interface FastifyInstance {
    /** Every /api route with the roles it allows: the access-matrix test walks this list. */
    apiRoutes: Array<{ method: string; url: string; roles: readonly Role[] | 'public' }>;
    issueToken(user: { id: number; role: Role; token_version: number }): string;
  }
}

/** The OpenAPI page and document are public, like any API documentation. */
function isDocsUrl(url: string): boolean {
  return url === '/api/docs' || url.startsWith('/api/docs/');
}

function bearerToken(header: string | undefined): string {
  if (!header) throw new AppError('UNAUTHENTICATED');
  // The common spelling without a regular expression; any other case or spacing still works.
  if (header.startsWith('Bearer ') && header.charCodeAt(7) > 32) return header.slice(7);
  return header.replace(/^Bearer\s+/i, '').trim();
}

function verifiedClaims(app: FastifyInstance, tokens: VerifiedTokenCache<TokenPayload>, token: string): TokenPayload {
  const cached = tokens.get(token);
  if (cached) return cached;
  let payload: TokenPayload;
  try {
    payload = app.jwt.verify<TokenPayload>(token);
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new AppError(
      code === 'FAST_JWT_EXPIRED' || code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED' ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN',
    );
  }
  tokens.set(token, payload);
  return payload;
}

function userOfToken(row: RequestUserRow | undefined, payload: TokenPayload): PublicUser {
  if (!row || row.token_version !== payload.tv || !isRole(row.role)) throw new AppError('INVALID_TOKEN');
  if (payload.jti !== undefined && row.revoked_jtis?.has(payload.jti)) throw new AppError('INVALID_TOKEN');
  return toPublicUser(row);
}

/**
 * The user of the request's token. The user row is checked on every request (present, same
 * token_version, a known role), so a deleted user, a changed role or a reset password takes
 * effect at once; it usually comes from the request-user cache, which every change invalidates,
 * and then the whole check is synchronous.
 */
function authenticate(
  app: FastifyInstance,
  tokens: VerifiedTokenCache<TokenPayload>,
  users: RequestUserCache,
  request: FastifyRequest,
): PublicUser | Promise<PublicUser> {
  const payload = verifiedClaims(app, tokens, bearerToken(request.headers.authorization));
  if (typeof payload.sub !== 'number') throw new AppError('INVALID_TOKEN');
  request.tokenClaims = payload;
  const cached = users.peek(payload.sub);
  if (cached) return userOfToken(cached, payload);
  return users.get(payload.sub).then((row) => userOfToken(row, payload));
}

/**
 * Sets the request's user; the error to answer when its role may not use the route, or when the
 * route is closed to users in restricted mode. The flag comes from the user row checked on every
 * request, so an administrator's change applies to the user's next call.
 */
function admit(request: FastifyRequest, roles: readonly Role[], restrictable: boolean, user: PublicUser): AppError | undefined {
  request.user = user;
  if (!roles.includes(user.role)) return new AppError('FORBIDDEN');
  return restrictable && user.restricted ? new AppError('RESTRICTED_MODE') : undefined;
}

const GUARDS = new WeakSet<onRequestHookHandler>();

/**
 * The onRequest hook of a protected route: 401 without a valid session, 403 for a role the route
 * does not allow. A callback hook, not an async one: most requests are authenticated from the
 * caches without waiting for anything, and an async hook costs a promise and a microtask turn.
 */
function routeGuard(
  app: FastifyInstance,
  tokens: VerifiedTokenCache<TokenPayload>,
  users: RequestUserCache,
  roles: readonly Role[],
  restrictable: boolean,
): onRequestHookHandler {
  return function guard(request, _reply, done) {
    let user: PublicUser | Promise<PublicUser>;
    try {
      user = authenticate(app, tokens, users, request);
    } catch (error) {
      return done(error as AppError);
    }
    if (user instanceof Promise) {
      user.then(
        (found) => done(admit(request, roles, restrictable, found)),
        (error: AppError) => done(error),
      );
    } else {
      done(admit(request, roles, restrictable, user));
    }
  };
}

/** Keeps the request-user cache of a PostgreSQL database in step with every instance's changes. */
function followUserChanges(app: FastifyInstance, users: RequestUserCache): void {
  const config = app.db.pgClientConfig;
  if (app.db.dialect !== 'postgres' || !config) return;
  users.setEnabled(false);
  const listener = listenToChannel(config, USERS_CHANGED_CHANNEL, {
    notification: (payload) => users.invalidate(/^\d+$/.test(payload) ? Number(payload) : undefined),
    listening: () => users.setEnabled(true),
    deaf: (error) => {
      users.setEnabled(false);
      app.log.warn({ err: error }, 'sin aviso de cambios de usuarios: se leen de la base de datos en cada solicitud');
    },
  });
  app.addHook('onClose', async () => {
    await listener.stop();
    users.setEnabled(false);
  });
}

export default fp(
  async function authPlugin(app: FastifyInstance, options: { secret: string; expiresIn: string }) {
    // fast-jwt's cache still serves tokens missing from ours (and remembers bad ones for a while).
    await app.register(jwt, {
      secret: options.secret,
      sign: { expiresIn: options.expiresIn },
      verify: { cache: 10_000, errorCacheTTL: 600_000 },
    });
    app.decorate('apiRoutes', []);
    app.decorate('issueToken', (user: { id: number; role: Role; token_version: number }) =>
      app.jwt.sign({ sub: user.id, role: user.role, tv: user.token_version, jti: randomBytes(16).toString('base64url') }),
    );

    const tokens = new VerifiedTokenCache<TokenPayload>();
    const users = requestUserCache(app.db.kysely);
    followUserChanges(app, users);

    // Every protected route gets its own guard, made when the route is registered: it knows the
    // roles without looking the route up on each request (request.routeOptions builds a new
    // object per call), and public routes run no guard at all.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api') || isDocsUrl(route.url)) return;
      const config = route.config as { roles?: readonly Role[]; public?: boolean; restrictable?: boolean } | undefined;
      if (!config?.public && !config?.roles) {
        throw new Error(`La ruta ${route.method} ${route.url} no declara sus roles`);
      }
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        app.apiRoutes.push({ method, url: route.url, roles: config.public ? 'public' : config.roles! });
      }
      if (config.public) return;
      const own = route.onRequest ? [route.onRequest].flat() : [];
      // A HEAD route is registered with a copy of its GET route's options, guard included.
      if (own.some((hook) => GUARDS.has(hook))) return;
      const guard = routeGuard(app, tokens, users, config.roles!, config.restrictable === true);
      GUARDS.add(guard);
      route.onRequest = [guard, ...own];
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
