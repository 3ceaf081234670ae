// The traceability module's public face: what the rest of the server uses (its routes for app.ts,
// the background chain verification plugins/chain-verification.ts starts and schedules).
export { anyRun } from './chain-verification-runs.repository';
export { scheduleChainVerification } from './chain-verification-schedule';
export { createChainVerifier, type ChainVerifier } from './chain-verifier';
export { default as traceabilityRoutes } from './traceability.routes';
