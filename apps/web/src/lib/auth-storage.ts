import { isRole, type User } from '@bodega/domain';

/** Keys: token and user live in local storage. */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function readStoredUser(): User | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<User> | null;
    // A user without a known role could never pass the route guard; treat it as signed out.
    if (!parsed || typeof parsed.id !== 'number' || !isRole(parsed.role)) return null;
    return parsed as User;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: User): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function storeUser(user: User): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}
