/**
 * Claims of tokens whose signature was already verified, by the token's exact text. The
 * signature and claims of a given text never change, so a hit only has to check the expiry
 * again. fast-jwt has its own cache, but keys it by a SHA-256 of the token, which costs more on
 * every request than the signature check it saves on a short token.
 */
export class VerifiedTokenCache<Claims extends { exp?: number }> {
  readonly #entries = new Map<string, Claims>();
  readonly #max: number;

  constructor(max = 10_000) {
    this.#max = max;
  }

  /** The claims of a cached, unexpired token; undefined sends the token to full verification. */
  get(token: string, nowMs = Date.now()): Claims | undefined {
    const claims = this.#entries.get(token);
    if (!claims) return undefined;
    if (claims.exp !== undefined && claims.exp * 1000 <= nowMs) {
      this.#entries.delete(token);
      return undefined;
    }
    return claims;
  }

  set(token: string, claims: Claims): void {
    // Oldest first out: a Map iterates in insertion order.
    if (this.#entries.size >= this.#max) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(token, claims);
  }
}
