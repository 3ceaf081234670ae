import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema, type LoginForm } from '@bodega/domain';
import { installSpanishZodMessages } from '@bodega/domain/zod-locale';
import type { Resolver } from 'react-hook-form';

/** The login form's validation (the domain's schema), in its own chunk: see login-form.tsx. */
export function loadLoginResolver(): Resolver<LoginForm> {
  installSpanishZodMessages();
  return zodResolver(loginFormSchema);
}
