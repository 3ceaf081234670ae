import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetFormSchema } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { fieldProps } from '../../../lib/form';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useResetPassword } from '../api/reset-password';
import { PasswordField } from './password-field';

export const RESET_ERROR_FALLBACK = 'Error al restablecer la contraseña';

/** New password and its confirmation; the token comes from the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const mutation = useResetPassword();
  const [done, setDone] = useState<string | null>(null);
  // A form of its own page: always showing, it stays after the answer (which replaces it).
  const { form, failure, submitting, onSubmit } = useFormDialog({
    open: true,
    onClose: () => {},
    stayOpen: true,
    defaultValues: { password: '', confirm: '' },
    resolver: zodResolver(passwordResetFormSchema),
    mode: 'onSubmit',
    submitWhileInvalid: true,
    submit: (values) => mutation.mutateAsync({ token, password: values.password }),
    success: null,
    onSuccess: (result) => setDone(result.message),
    failure: (error) => errorMessage(error, RESET_ERROR_FALLBACK),
    failureIn: 'banner',
  });

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
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Restablecer contraseña">
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {failure}
        </Alert>
      )}
      <PasswordField
        {...fieldProps(form, 'password')}
        label="Nueva contraseña"
        autoComplete="new-password"
        autoFocus
        fullWidth
        margin="normal"
      />
      <PasswordField
        {...fieldProps(form, 'confirm')}
        label="Confirmar contraseña"
        autoComplete="new-password"
        fullWidth
        margin="normal"
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting} sx={{ mt: 2 }}>
        Guardar contraseña
      </Button>
      <Button component={RouterLink} to={paths.login.href()} fullWidth sx={{ mt: 1 }}>
        Volver al inicio de sesión
      </Button>
    </Box>
  );
}
