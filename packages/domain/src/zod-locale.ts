import { z } from 'zod';

// Messages zod writes itself (types, unknown keys) come out in Spanish on web and server alike;
// every rule of the spec still carries its own exact message.
z.config(z.locales.es());
