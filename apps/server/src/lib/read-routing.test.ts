import { parseWalPosition } from '@bodega/domain';
import { describe, expect, it } from 'vitest';
import { readNodeServes, type ReadNodeState } from './read-routing';

describe('which reads the standby may serve', () => {
  const standby = (replayed: string): ReadNodeState => ({ kind: 'standby', replayed: parseWalPosition(replayed)! });

  it('none while it is down or not yet probed', () => {
    expect(readNodeServes({ kind: 'down' }, undefined)).toBe(false);
    expect(readNodeServes({ kind: 'unknown' }, undefined)).toBe(false);
  });

  it('a read without a write of its own behind it', () => {
    expect(readNodeServes(standby('0/100'), undefined)).toBe(true);
    expect(readNodeServes(standby('0/100'), '')).toBe(true);
  });

  it('a read after a write only once the standby has replayed that write', () => {
    expect(readNodeServes(standby('0/100'), '0/100')).toBe(true);
    expect(readNodeServes(standby('0/100'), '0/FF')).toBe(true);
    expect(readNodeServes(standby('0/100'), '0/101')).toBe(false);
    expect(readNodeServes(standby('0/FFFFFFFF'), '1/0')).toBe(false);
  });

  it('a server that is not in recovery has every commit; a malformed position goes to the primary', () => {
    expect(readNodeServes({ kind: 'primary' }, '5/0')).toBe(true);
    expect(readNodeServes(standby('9/0'), 'not-a-position')).toBe(false);
  });
});
