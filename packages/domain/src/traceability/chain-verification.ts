/** What a check of the hash-chained event log reports (GET /api/traceability/verify). */
export interface ChainVerification {
  valid: boolean;
  /** Events whose hash this call recomputed. */
  checked: number;
  unsealed: number;
  first_broken: { id: number; chain_seq: number; reason: string } | null;
  /** Every broken link found, in chain order, up to the server's limit, then the events the sealer refused (chain_seq 0). */
  broken: Array<{ id: number; chain_seq: number; reason: string }>;
  /** True when the walk stopped at the limit: more links may be broken after the last listed. */
  broken_limit_reached: boolean;
  /** Always 'full' now: every call walks the whole chain ('incremental' was the old checkpoint walk). */
  mode: 'incremental' | 'full';
  /** The walk started after this chain_seq (the checkpoint; 0 for a full walk). */
  verified_from_seq: number;
  /** The chain verifies from its first event up to this chain_seq (as far as this call knows). */
  verified_through_seq: number;
  /** Sealed events when the call started (the chain's length). */
  chain_length: number;
  /** Whether the walk reached the end of the chain (an incremental call walks a bounded number of events). */
  complete: boolean;
  /** When a full walk last proved the chain from its first event (null if never). */
  last_full_verification_at: string | null;
}

/** The API's answer: the verification and its Spanish summary for the screen. */
export interface ChainVerificationReport extends ChainVerification {
  message: string;
}

/** How a verification of the chain was started. */
export type ChainVerificationTrigger = 'manual' | 'programada' | 'inicio';

/** A verification's state: running, finished (its result says valid or not), or cut short (its instance stopped). */
export type ChainVerificationRunStatus = 'en_curso' | 'completa' | 'interrumpida' | 'fallida';

/** One verification of the chain, run in the background (GET/POST /api/traceability/verify). */
export interface ChainVerificationRun {
  id: number;
  status: ChainVerificationRunStatus;
  trigger: ChainVerificationTrigger;
  /** Who asked for it (null for the schedule and the first start). */
  requested_by: string | null;
  started_at: string;
  finished_at: string | null;
  /** Events checked so far (the progress of a running one). */
  checked: number;
  /** Sealed events when it started: what it walks. */
  chain_length: number;
  /** Why it failed or was cut short. */
  error: string | null;
}

/**
 * What the screen shows: the last finished verification with its result and summary, events
 * sealed since it started, and the one running now with its progress.
 */
export interface ChainVerificationOverview {
  last: (ChainVerificationRun & { result: ChainVerificationReport }) | null;
  running: ChainVerificationRun | null;
  /** Events sealed after the last verification started: not covered by it. */
  sealed_since: number;
  /** When the next scheduled verification is due (null when the schedule is off). */
  next_scheduled_at: string | null;
}

export const CHAIN_VERIFICATION_STATUS_LABELS: Record<ChainVerificationRunStatus, string> = {
  en_curso: 'En curso',
  completa: 'Completa',
  interrumpida: 'Interrumpida',
  fallida: 'Fallida',
};

export const CHAIN_VERIFICATION_TRIGGER_LABELS: Record<ChainVerificationTrigger, string> = {
  manual: 'Manual',
  programada: 'Programada',
  inicio: 'Al iniciar el servidor',
};
