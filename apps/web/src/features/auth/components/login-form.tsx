import { LOGIN_MESSAGES, type LoginForm as LoginValues } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { muiField } from '../../../lib/form';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useSession } from '../../../lib/session';
import { useLogin } from '../api/login';
import { isLockedOut, lockoutRemainingMs, recordFailedAttempt, recordServerLockout, resetAttempts } from '../lib/login-lockout';
import { readRememberedEmail, saveRememberedEmail } from '../lib/remembered-email';
import { OutlinedTextField } from './outlined-text-field';
import { PasswordField } from './password-field';

// zod and the schema are a third of the page's JavaScript: they load when the user first types or
// clicks in the form (or submits it), not with /login. Not on focus: the e-mail field
// takes the focus by itself when the page opens.
const validation = lazyResolver(() => import('../lib/login-resolver').then((module) => module.loadLoginResolver()));

export function LoginForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const { signIn, signOut } = useSession();
  const loginMutation = useLogin();
  const [locked, setLocked] = useState(() => isLockedOut());
  const [serverError, setServerError] = useState<string | null>(null);
  const remembered = readRememberedEmail();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: validation.resolver,
    defaultValues: { email: remembered, password: '', remember: Boolean(remembered) },
  });

  // The lock lifts by itself once its 15 minutes have passed.
  useEffect(() => {
    if (!locked) return;
    const timer = setTimeout(() => setLocked(isLockedOut()), Math.max(lockoutRemainingMs(), 0) + 100);
    return () => clearTimeout(timer);
  }, [locked]);

  const onSubmit = async (values: LoginValues) => {
    if (isLockedOut()) {
      setLocked(true);
      return;
    }
    setServerError(null);
    try {
      const result = await loginMutation.mutateAsync({ email: values.email, password: values.password });
      resetAttempts();
      saveRememberedEmail(values.email, Boolean(values.remember));
      // The route guard moves the signed-in user from /login to their home screen.
      signIn(result.access_token, result.user);
    } catch (error) {
      signOut();
      if (error instanceof ApiError && error.status === 429) {
        recordServerLockout();
        setLocked(true);
        return;
      }
      if (recordFailedAttempt()) {
        setLocked(true);
        return;
      }
      setServerError(errorMessage(error, LOGIN_MESSAGES.genericError));
    }
  };

  // The form shows one message: the lock, else the server's answer, else the first field error.
  const message = locked ? LOGIN_MESSAGES.locked : (serverError ?? errors.email?.message ?? errors.password?.message ?? null);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onKeyDown={validation.preload}
      onPointerDown={validation.preload}
      aria-label="Iniciar sesión"
    >
      {message && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {message}
        </Alert>
      )}
      <OutlinedTextField
        {...muiField(register('email'))}
        label="Correo electrónico"
        type="email"
        autoComplete="username"
        autoFocus={!remembered}
        fullWidth
        margin="normal"
        error={Boolean(errors.email)}
      />
      <PasswordField
        {...muiField(register('password'))}
        label="Contraseña"
        autoComplete="current-password"
        autoFocus={Boolean(remembered)}
        fullWidth
        margin="normal"
        error={Boolean(errors.password)}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', my: 1 }}>
        <Controller
          control={control}
          name="remember"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={Boolean(field.value)} onChange={(_, checked) => field.onChange(checked)} />}
              label="Recordarme"
            />
          )}
        />
        <Link component="button" type="button" variant="body2" onClick={() => onForgotPassword(getValues('email'))}>
          Recuperar Contraseña
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={locked || isSubmitting} sx={{ mt: 1 }}>
        {locked ? LOGIN_MESSAGES.lockedButton : 'Iniciar Sesión'}
      </Button>
    </Box>
  );
}
