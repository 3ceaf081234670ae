import { describe, expect, it } from 'vitest';
import { retryTransientConflicts, TRANSACTION_ATTEMPTS } from './stock-transaction';

const failing = (codes: Array<string | undefined>, result = 'ok') => {
  let calls = 0;
  const work = async () => {
    const code = codes[calls++];
    if (calls <= codes.length) throw Object.assign(new Error('falló'), code ? { code } : {});
    return result;
  };
  return { work, calls: () => calls };
};

describe('retryTransientConflicts', () => {
  it('runs the work again after a deadlock or a serialization failure', async () => {
    const run = failing(['40P01', '40001', '40P01']);
    await expect(retryTransientConflicts(run.work)).resolves.toBe('ok');
    expect(run.calls()).toBe(4);
  });

  it('gives up after the bounded attempts with the last error', async () => {
    const run = failing(Array.from({ length: TRANSACTION_ATTEMPTS }, () => '40P01'));
    await expect(retryTransientConflicts(run.work)).rejects.toMatchObject({ code: '40P01' });
    expect(run.calls()).toBe(TRANSACTION_ATTEMPTS);
  });

  it('never runs again after any other error', async () => {
    for (const code of ['23505', 'SQLITE_BUSY', undefined]) {
      const run = failing([code]);
      await expect(retryTransientConflicts(run.work)).rejects.toThrow('falló');
      expect(run.calls()).toBe(1);
    }
  });
});
