// GET /api/auth/profile (JWT check + user read) against a bare Fastify route returning the same
// JSON, side by side in one run. Target: the authenticated route keeps ≥ 70 % of the bare throughput.
import { intEnv, load, loadAverage, type LoadResult } from './lib/load';
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
    const rounds = intEnv('BENCH_AUTH_ROUNDS', 3);
    const durationS = intEnv('BENCH_DURATION_S', 5);
    const profileLoad = { url: `${api.url}/api/auth/profile`, headers: { authorization: `Bearer ${token}` } };
    // Warm both up, then alternate them (never at the same time: they would share the two cores).
    // Each round's ratio compares two loads a few seconds apart, so a burst of other work on the
    // machine spoils one round instead of the whole figure; the median round is the result.
    await load({ url: `${bare.url}/bare`, durationS: 1 });
    await load({ ...profileLoad, durationS: 1 });
    const measured: Array<{ baseline: LoadResult; profile: LoadResult; ratio: number }> = [];
    for (let round = 0; round < rounds; round++) {
      const baseline = await load({ url: `${bare.url}/bare`, durationS });
      const profile = await load({ ...profileLoad, durationS });
      measured.push({ baseline, profile, ratio: profile.requests_per_s / baseline.requests_per_s });
    }
    const middle = [...measured].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds / 2)]!;
    const verdict = middle.ratio >= 0.7 ? 'CUMPLE' : 'NO CUMPLE';
    return {
      title: `Autenticación: GET /api/auth/profile frente a una ruta Fastify sin auth (20 conexiones, ${rounds} rondas de ${durationS} s; carga ${loadAverage()})`,
      rows: measured.flatMap(({ baseline, profile }, i) => [
        { ruta: `Fastify sin auth (/bare), ronda ${i + 1}`, ...baseline },
        { ruta: `GET /api/auth/profile, ronda ${i + 1}`, ...profile },
      ]),
      notes: [
        `Razón de throughput profile/bare por ronda: ${measured.map((m) => `${(m.ratio * 100).toFixed(1)} %`).join(', ')}`,
        `Razón (ronda mediana): ${(middle.ratio * 100).toFixed(1)} % (objetivo ≥ 70 %): ${verdict}`,
      ],
    };
  } finally {
    await Promise.all([api.stop(), bare.stop()]);
  }
}
