import { z } from 'zod';

/**
 * Messages zod writes itself (types, unknown keys) come out in Spanish on web and server alike;
 * every rule still carries its own exact message. The domain package has no side effect
 * (`"sideEffects": false`, so a web chunk carries only the domain code it uses and zod stays out
 * of the first load): each program installs them where it starts validating — the server's app,
 * the first-admin check, the web app at its lazy boundaries.
 */
export function installSpanishZodMessages(): void {
  z.config(z.locales.es());
}
