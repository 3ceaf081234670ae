import { z } from 'zod';

/**
 * Messages zod writes itself (types, unknown keys) come out in Spanish on web and server alike;
 * every rule of the spec still carries its own exact message. Importing the domain installs them;
 * the web app, whose bundler drops this module's top-level call (it loads zod only where a screen
 * validates), calls the function itself at those lazy boundaries.
 */
export function installSpanishZodMessages(): void {
  z.config(z.locales.es());
}

installSpanishZodMessages();
