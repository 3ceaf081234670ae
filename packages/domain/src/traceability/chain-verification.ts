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
