// Baseline for the API benchmarks: bare Fastify answering fixed JSON, no auth, no database.
import Fastify from 'fastify';

const body = JSON.parse(process.env.BARE_BODY ?? '{"data":{}}');
const app = Fastify({ logger: false });
app.get('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
