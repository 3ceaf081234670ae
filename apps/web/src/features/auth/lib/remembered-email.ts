/** 'Recordarme' keeps the e-mail in browser storage. */
const KEY = 'rememberedEmail';

export function readRememberedEmail(): string {
  return localStorage.getItem(KEY) ?? '';
}

export function saveRememberedEmail(email: string, remember: boolean): void {
  if (remember) localStorage.setItem(KEY, email);
  else localStorage.removeItem(KEY);
}
