import { describe, expect, it } from 'vitest';
import { READ_AFTER_HEADER } from '@bodega/domain';
import { readAfterWriteHeaders, rememberWritePosition } from './read-after-write';

const answer = (position?: string) => ({ headers: new Headers(position ? { [READ_AFTER_HEADER]: position } : {}) });

describe('read after write', () => {
  it('sends nothing before a write, then the latest position any answer carried', () => {
    expect(readAfterWriteHeaders()).toEqual({});
    rememberWritePosition(answer());
    expect(readAfterWriteHeaders()).toEqual({});
    rememberWritePosition(answer('0/2A'));
    expect(readAfterWriteHeaders()).toEqual({ [READ_AFTER_HEADER]: '0/2A' });
    // An answer from an instance that saw an older position does not move it back.
    rememberWritePosition(answer('0/29'));
    rememberWritePosition(answer('no'));
    expect(readAfterWriteHeaders()).toEqual({ [READ_AFTER_HEADER]: '0/2A' });
    rememberWritePosition(answer('1/0'));
    expect(readAfterWriteHeaders()).toEqual({ [READ_AFTER_HEADER]: '1/0' });
  });
});
