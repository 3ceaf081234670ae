import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const ok: Resolver<Values> = async (values) => ({ values, errors: {} });
const args = [{ email: 'a@b.cl' }, undefined, { fields: {}, shouldUseNativeValidation: false }] as Parameters<Resolver<Values>>;

describe('lazyResolver', () => {
  it('loads the validation once, on preload or first use, and validates with it', async () => {
    const load = vi.fn(async () => ok);
    const lazy = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    lazy.preload();
    lazy.preload();
    await expect(lazy.resolver(...args)).resolves.toEqual({ values: { email: 'a@b.cl' }, errors: {} });
    await lazy.resolver(...args);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after a failed one', async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new Error('sin red')).mockResolvedValue(ok);
    const lazy = lazyResolver(load);
    await expect(lazy.resolver(...args)).rejects.toThrow('sin red');
    await expect(lazy.resolver(...args)).resolves.toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
