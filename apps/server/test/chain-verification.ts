import type { ChainVerificationOverview, ChainVerificationReport } from '@bodega/domain';
import type { FastifyInstance } from 'fastify';

/**
 * A complete verification of the chain through the API, as an admin starts it from the screen:
 * POST /verify (202), the background walk awaited, then the result GET /verify reports.
 */
export async function verifyChainThroughApi(
  app: FastifyInstance,
  headers: { authorization: string },
): Promise<ChainVerificationReport> {
  const started = await app.inject({ method: 'POST', url: '/api/traceability/verify', headers });
  if (started.statusCode !== 202) throw new Error(`POST /verify answered ${started.statusCode}: ${started.body}`);
  await app.chainVerification.verifier.settled();
  const overview = (await app.inject({ url: '/api/traceability/verify', headers })).json().data as ChainVerificationOverview;
  if (!overview.last) throw new Error('GET /verify has no complete verification after one ran');
  return overview.last.result;
}
