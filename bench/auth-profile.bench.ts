// GET /api/auth/profile (JWT check + user read) against a bare Fastify route returning the same
// JSON, side by side in one run. Target: the authenticated route keeps ≥ 70 % of the bare throughput.
import { load } from './lib/load';
import { startApiServer, startBareServer } from './lib/processes';
import type { BenchTable } from './lib/table';

export async function run(): Promise<BenchTable> {
  const api = await startApiServer('auth');
  let profileBody: unknown;
  let token: string;
  try {
    const login = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.cl', password: 'demo1234' }),
    });
    token = ((await login.json()) as { access_token: string }).access_token;
    profileBody = await (await fetch(`${api.url}/api/auth/profile`, { headers: { authorization: `Bearer ${token}` } })).json();
  } catch (error) {
    await api.stop();
    throw error;
  }
  const bare = await startBareServer(profileBody);
  try {
    // Warm both up, then measure one after the other so they do not share the two cores.
    await load({ url: `${bare.url}/bare`, durationS: 1 });
    await load({ url: `${api.url}/api/auth/profile`, durationS: 1, headers: { authorization: `Bearer ${token}` } });
    const baseline = await load({ url: `${bare.url}/bare` });
    const profile = await load({ url: `${api.url}/api/auth/profile`, headers: { authorization: `Bearer ${token}` } });
    const ratio = profile.requests_per_s / baseline.requests_per_s;
    return {
      title: 'Autenticación: GET /api/auth/profile frente a una ruta Fastify sin auth (20 conexiones, 5 s)',
      rows: [
        { ruta: 'Fastify sin auth (/bare)', ...baseline },
        { ruta: 'GET /api/auth/profile', ...profile },
      ],
      notes: [`Razón de throughput profile/bare: ${(ratio * 100).toFixed(1)} % (objetivo ≥ 70 %): ${ratio >= 0.7 ? 'CUMPLE' : 'NO CUMPLE'}`],
    };
  } finally {
    await Promise.all([api.stop(), bare.stop()]);
  }
}
