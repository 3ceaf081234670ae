import type { User } from '@bodega/domain';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { clearSession, readStoredUser, readToken, storeSession, storeUser } from './auth-storage';

export interface Session {
  /** The signed-in user, or null; the route guard reads its role. */
  user: User | null;
  signIn: (token: string, user: User) => void;
  /** Replaces the stored user after the profile was read again. */
  updateUser: (user: User) => void;
  /** Clears token and user (Auth state). */
  signOut: () => void;
}

const SessionContext = createContext<Session | null>(null);

function initialUser(): User | null {
  return readToken() ? readStoredUser() : null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(initialUser);

  const signIn = useCallback((token: string, next: User) => {
    storeSession(token, next);
    setUser(next);
  }, []);
  const updateUser = useCallback((next: User) => {
    storeUser(next);
    setUser(next);
  }, []);
  const signOut = useCallback(() => {
    clearSession();
    setUser(null);
  }, []);

  const value = useMemo(() => ({ user, signIn, updateUser, signOut }), [user, signIn, updateUser, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
