/**
 * Claims of tokens whose signature was already verified, by the token's exact text. The
 * signature and claims of a given text never change, so a hit only has to check the expiry
 * again. fast-jwt has its own cache, but keys it by a SHA-256 of the token, which costs more on
 * every request than the signature check it saves on a short token.
 *
 * The map is keyed by the token's last characters, the end of its signature: the text of a
 * request's token is a new string each time, and hashing all of it for the lookup (some 180
 * characters) cost more than the rest of the lookup. A hit still compares the whole text, so two
 * tokens sharing an end only evict each other.
 */
export class VerifiedTokenCache<Claims extends { exp?: number }> {
  readonly #entries = new Map<string, { token: string; claims: Claims }>();
  readonly #max: number;

  constructor(max = 10_000) {
    this.#max = max;
  }

  /** The claims of a cached, unexpired token; undefined sends the token to full verification. */
  get(token: string, nowMs = Date.now()): Claims | undefined {
    const key = keyOf(token);
    const entry = this.#entries.get(key);
    if (!entry || entry.token !== token) return undefined;
    const claims = entry.claims;
    if (claims.exp !== undefined && claims.exp * 1000 <= nowMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return claims;
  }

  set(token: string, claims: Claims): void {
    // Oldest first out: a Map iterates in insertion order.
    const key = keyOf(token);
    if (this.#entries.size >= this.#max && !this.#entries.has(key)) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { token, claims });
  }
}

/** 16 base64url characters of an HMAC signature: 96 random bits. */
const KEY_LENGTH = 16;

function keyOf(token: string): string {
  return token.length > KEY_LENGTH ? token.slice(-KEY_LENGTH) : token;
}
