import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose validation code (a zod schema of @bodega/domain, and zod itself)
 * is loaded on first use instead of with the page. `preload` starts the load early, for instance when
 * the form first gets focus, so validation never waits in practice. A failed load is retried on the
 * next validation.
 */
export function lazyResolver<Values extends FieldValues>(load: () => Promise<Resolver<Values>>) {
  let pending: Promise<Resolver<Values>> | undefined;
  const get = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const resolver: Resolver<Values> = async (values, context, options) => (await get())(values, context, options);
  return {
    resolver,
    preload: () => {
      get().catch(() => undefined);
    },
  };
}
