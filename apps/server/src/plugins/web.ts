import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { AppError } from '../lib/app-error';

/**
 * Serves the built web app at / with SPA fallback: unknown non-API GETs get index.html so the
 * client router can show the page (or its not-found page). Unknown /api paths get a JSON 404.
 *
 * The build writes brotli and gzip copies beside each text file (apps/web/vite-plugin-precompress.ts);
 * they are sent as they are, as the request's Accept-Encoding allows (`Content-Encoding`, `Vary:
 * Accept-Encoding`), and the file itself otherwise. Hashed assets are cached for a year as
 * immutable; index.html is revalidated every time, so a new build is picked up at once.
 */
export default fp(
  async function webPlugin(app: FastifyInstance, options: { webDist: string }) {
    const hasWeb = existsSync(path.join(options.webDist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: options.webDist,
        wildcard: false,
        index: false,
        preCompressed: true,
        // Hashed asset names never change content; index.html must always be revalidated.
        setHeaders(res, filePath) {
          res.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn({ webDist: options.webDist }, 'no se encontró la aplicación web compilada; solo se sirve la API');
    }
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0]!;
      if (hasWeb && request.method === 'GET' && !url.startsWith('/api')) {
        // Serving a missing static file as the app would hide 404s for assets.
        if (path.extname(url) && !url.endsWith('.html')) throw new AppError('ROUTE_NOT_FOUND');
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      throw new AppError('ROUTE_NOT_FOUND');
    });
  },
  { name: 'web' },
);
