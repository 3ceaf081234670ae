/** `text` with LIKE's wildcards and escape character escaped (use with `escape '\\'`). */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A case-insensitive "contains" pattern: compare `lower(column) like pattern escape '\\'`. */
export function likePattern(text: string): string {
  return `%${likeEscape(text.toLowerCase())}%`;
}
