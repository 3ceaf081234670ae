import { USER_MESSAGES, type User } from '@bodega/domain';
import { describe, expect, it } from 'vitest';
import { deleteBlockReason } from './delete-guard';

const user = (id: number, role: User['role']): User => ({
  id,
  username: `u${id}`,
  name: null,
  email: `u${id}@demo.cl`,
  role,
  created_at: '2026-01-01T00:00:00.000Z',
});

describe('deleteBlockReason', () => {
  it('blocks the only administrator', () => {
    const users = [user(1, 'admin'), user(2, 'operator')];
    expect(deleteBlockReason(users[0]!, users, 99)).toBe(USER_MESSAGES.lastAdmin);
    expect(deleteBlockReason(users[1]!, users, 99)).toBeNull();
  });

  it('allows deleting one of several administrators but never oneself', () => {
    const users = [user(1, 'admin'), user(2, 'admin')];
    expect(deleteBlockReason(users[1]!, users, 1)).toBeNull();
    expect(deleteBlockReason(users[0]!, users, 1)).toBe(USER_MESSAGES.selfDelete);
  });
});
