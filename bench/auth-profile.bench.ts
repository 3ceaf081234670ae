// GET /api/auth/profile (JWT check + user read) against a bare Fastify route returning the same
// JSON, side by side in one run. Target: the authenticated route keeps ≥ 70 % of the bare throughput.
import { alternatingLoads, intEnv, load, loadAverage, type LoadResult } from './lib/load';
import { type RunningServer, startApiServer, startBareServer } from './lib/processes';
import type { BenchTable } from './lib/table';

interface Round {
  baseline: LoadResult;
  profile: LoadResult;
  ratio: number;
}

async function signIn(api: RunningServer): Promise<{ token: string; profileBody: unknown }> {
  const login = await fetch(`${api.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.cl', password: 'demo1234' }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const profileBody = await (
    await fetch(`${api.url}/api/auth/profile`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  return { token, profileBody };
}

/**
 * One round on a fresh pair of server processes: warm both up, then load them in alternating
 * one-second slices, `durationS` of each (never at the same time: they would share the two cores).
 * On this kind of machine one process can run well slower than the next for its whole life, so
 * rounds that shared their processes would all carry the same luck; fresh processes make the rounds
 * independent and the median round meaningful. Within a round the machine's speed drifts over
 * seconds, and the alternation gives both routes the same share of it.
 */
async function measureRound(durationS: number): Promise<Round> {
  const api = await startApiServer('auth');
  let bare: RunningServer | undefined;
  try {
    const { token, profileBody } = await signIn(api);
    bare = await startBareServer(profileBody);
    const bareLoad = { url: `${bare.url}/bare` };
    const profileLoad = { url: `${api.url}/api/auth/profile`, headers: { authorization: `Bearer ${token}` } };
    await load({ ...bareLoad, durationS: 1 });
    await load({ ...profileLoad, durationS: 1 });
    const [baseline, profile] = await alternatingLoads(bareLoad, profileLoad, durationS);
    return { baseline, profile, ratio: profile.requests_per_s / baseline.requests_per_s };
  } finally {
    await Promise.all([api.stop(), bare?.stop()]);
  }
}

export async function run(): Promise<BenchTable> {
  const rounds = intEnv('BENCH_AUTH_ROUNDS', 5);
  const durationS = intEnv('BENCH_DURATION_S', 5);
  const measured: Round[] = [];
  for (let round = 0; round < rounds; round++) measured.push(await measureRound(durationS));
  const middle = [...measured].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds / 2)]!;
  const verdict = middle.ratio >= 0.7 ? 'CUMPLE' : 'NO CUMPLE';
  return {
    title: `Autenticación: GET /api/auth/profile frente a una ruta Fastify sin auth (20 conexiones, ${rounds} rondas de ${durationS} s por ruta en tramos alternos de 1 s, procesos nuevos en cada ronda; carga ${loadAverage()})`,
    rows: measured.flatMap(({ baseline, profile }, i) => [
      { ruta: `Fastify sin auth (/bare), ronda ${i + 1}`, ...baseline },
      { ruta: `GET /api/auth/profile, ronda ${i + 1}`, ...profile },
    ]),
    notes: [
      `Razón de throughput profile/bare por ronda: ${measured.map((m) => `${(m.ratio * 100).toFixed(1)} %`).join(', ')}`,
      `Razón (ronda mediana): ${(middle.ratio * 100).toFixed(1)} % (objetivo ≥ 70 %): ${verdict}`,
    ],
  };
}
