import { isRole, type Role } from '@bodega/domain';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { findUserForRequest, type PublicUser, toPublicUser } from '../modules/users/users.repository';

export interface TokenPayload {
  sub: number;
  role: Role;
  /** users.token_version at issue time; a password change bumps it and old tokens stop working. */
  tv: number;
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

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<PublicUser> {
  const header = request.headers.authorization;
  if (!header) throw new AppError('UNAUTHENTICATED');
  const token = header.replace(/^Bearer\s+/i, '').trim();
  let payload: TokenPayload;
  try {
    payload = app.jwt.verify<TokenPayload>(token);
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new AppError(code === 'FAST_JWT_EXPIRED' || code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED' ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN');
  }
  // The user is read on every request so a deleted user, a changed role or a reset password
  // takes effect at once, without any shared session state between instances.
  const row = typeof payload.sub === 'number' ? await findUserForRequest(app.db.kysely, payload.sub) : undefined;
  if (!row || row.token_version !== payload.tv || !isRole(row.role)) throw new AppError('INVALID_TOKEN');
  return toPublicUser(row);
}

export default fp(
  async function authPlugin(app: FastifyInstance, options: { secret: string; expiresIn: string }) {
    // Verified tokens are cached (signature and claims are deterministic; expiry is still checked
    // on every hit), so a hot token skips decoding and the HMAC. The user row is still read on
    // every request.
    await app.register(jwt, {
      secret: options.secret,
      sign: { expiresIn: options.expiresIn },
      verify: { cache: 10_000, errorCacheTTL: 600_000 },
    });
    app.decorate('apiRoutes', []);
    app.decorate('issueToken', (user: { id: number; role: Role; token_version: number }) =>
      app.jwt.sign({ sub: user.id, role: user.role, tv: user.token_version }),
    );

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api') || isDocsUrl(route.url)) return;
      const config = route.config as { roles?: readonly Role[]; public?: boolean } | undefined;
      if (!config?.public && !config?.roles) {
        throw new Error(`La ruta ${route.method} ${route.url} no declara sus roles`);
      }
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        app.apiRoutes.push({ method, url: route.url, roles: config.public ? 'public' : config.roles! });
      }
    });

    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config as { roles?: readonly Role[]; public?: boolean } | undefined;
      const url = request.routeOptions.url;
      if (!url?.startsWith('/api') || isDocsUrl(url) || !config || config.public) return;
      const user = await authenticate(app, request);
      request.user = user;
      if (!config.roles?.includes(user.role)) throw new AppError('FORBIDDEN');
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
