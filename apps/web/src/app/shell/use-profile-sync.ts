import { useEffect } from 'react';
import { useProfile } from '../../features/auth/api/get-profile';
import { useSession } from '../../lib/session';

/**
 * Reads the profile once per session so a role changed by an administrator takes effect, and an
 * expired token is caught early (the API client answers a 401 by going to /login).
 */
export function useProfileSync(): void {
  const { user, updateUser } = useSession();
  const { data } = useProfile(Boolean(user));
  useEffect(() => {
    if (!data || !user) return;
    if (
      data.role !== user.role ||
      data.username !== user.username ||
      data.email !== user.email ||
      data.name !== user.name ||
      data.restricted !== user.restricted
    ) {
      updateUser(data);
    }
  }, [data, user, updateUser]);
}
