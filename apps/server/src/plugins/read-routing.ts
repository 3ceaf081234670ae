import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../lib/deps';
import { createReadRouting, READ_AFTER_HEADER } from '../lib/read-routing';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The dependencies for a read that tolerates a little lag (lib/read-routing.ts): over the hot
     * standby when it has replayed the caller's last write, else `deps`. Writes, and reads that
     * must see the caller's own write at once, use `deps`.
     */
    readDeps(request: FastifyRequest): Deps;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp(
  async function readRoutingPlugin(app: FastifyInstance) {
    const routing = createReadRouting(app.deps, app.readDb, app.log);
    app.decorate('readDeps', (request: FastifyRequest) => {
      const token = request.headers[READ_AFTER_HEADER];
      return routing.depsFor(Array.isArray(token) ? token[0] : token);
    });
    if (!routing.separate) return;
    app.addHook('onReady', async () => routing.start());
    app.addHook('onClose', async () => routing.stop());
    // A write's answer says where the primary's log stands after it, for the caller's next reads.
    app.addHook('onSend', async (request, reply, payload) => {
      if (READS.has(request.method) || reply.statusCode >= 400) return payload;
      const position = await routing.writePosition().catch(() => undefined);
      if (position) void reply.header(READ_AFTER_HEADER, position);
      return payload;
    });
  },
  { name: 'read-routing', dependencies: ['db', 'ledger'] },
);
