import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetFormSchema, type PasswordResetForm as ResetValues } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { muiField } from '../../../lib/form';
import { useResetPassword } from '../api/reset-password';
import { PasswordField } from './password-field';

export const RESET_ERROR_FALLBACK = 'Error al restablecer la contraseña';

/** New password and its confirmation; the token comes from the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const mutation = useResetPassword();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({ resolver: zodResolver(passwordResetFormSchema), defaultValues: { password: '', confirm: '' } });

  const onSubmit = async (values: ResetValues) => {
    setFailure(null);
    try {
      const result = await mutation.mutateAsync({ token, password: values.password });
      setDone(result.message);
    } catch (error) {
      setFailure(errorMessage(error, RESET_ERROR_FALLBACK));
    }
  };

  if (done) {
    return (
      <>
        <Alert severity="success" sx={{ mb: 2 }}>
          {done}
        </Alert>
        <Button component={RouterLink} to={paths.login.href()} variant="contained" fullWidth>
          Ir a iniciar sesión
        </Button>
      </>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Restablecer contraseña">
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {failure}
        </Alert>
      )}
      <PasswordField
        {...muiField(register('password'))}
        label="Nueva contraseña"
        autoComplete="new-password"
        autoFocus
        fullWidth
        margin="normal"
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
      />
      <PasswordField
        {...muiField(register('confirm'))}
        label="Confirmar contraseña"
        autoComplete="new-password"
        fullWidth
        margin="normal"
        error={Boolean(errors.confirm)}
        helperText={errors.confirm?.message}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting} sx={{ mt: 2 }}>
        Guardar contraseña
      </Button>
      <Button component={RouterLink} to={paths.login.href()} fullWidth sx={{ mt: 1 }}>
        Volver al inicio de sesión
      </Button>
    </Box>
  );
}
