import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Runs helmet's middleware once against a recording response and returns the headers it set.
 * The headers depend only on the options (no CSP nonces are used), so every response can share
 * them. @fastify/helmet instead rebuilds the middleware — parsing the CSP directives again — on
 * every request, which cost more than the JWT check on GET /api/auth/profile.
 */
export function computeSecurityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * JSON API answers get the headers the OWASP REST Security Cheat Sheet asks of every API response:
 * a JSON body may never be cached, framed or sniffed as HTML, and is served over HTTPS only. The
 * headers that cheat sheet keeps for responses rendered as HTML (Referrer-Policy, the
 * Cross-Origin-* family) and helmet's other document headers only mean something for pages a
 * browser renders, and each header costs on every one of thousands of answers per second: Fastify
 * lowercases and stores it, Node checks its name and value with two regular expressions and adds
 * it to the header block (about 3 000 instructions per header, 4 % of a bare answer). The
 * API answers only with JSON and reads its token from a header a cross-origin page cannot send.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

function isApiRequest(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Security headers and the request id on every response, set in one synchronous hook: the API
 * set on /api (except the OpenAPI pages), helmet's full document set on everything else (the web
 * app, its assets, the documentation page).
 */
export default fp(
  async function securityHeadersPlugin(app: FastifyInstance, options: { helmet: Readonly<HelmetOptions> }) {
    const documentHeaders = computeSecurityHeaders(options.helmet);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiRequest(request.url) ? API_SECURITY_HEADERS : documentHeaders);
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'security-headers' },
);
