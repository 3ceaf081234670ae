/** Current time as the ISO string stored in the database (UTC). */
export function nowIso(): string {
  return new Date().toISOString();
}

export function isoMinusMs(ms: number, from: Date = new Date()): string {
  return new Date(from.getTime() - ms).toISOString();
}
