import { passwordResetSchema } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthLayout } from '../components/auth-layout';
import { ResetPasswordForm } from '../components/reset-password-form';

/** /restablecer-contrasena?token=…, the page the password-reset e-mail links to. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = passwordResetSchema.shape.token.safeParse(params.get('token') ?? '');
  return (
    <AuthLayout subtitle="Restablecer Contraseña">
      {token.success ? (
        <ResetPasswordForm token={token.data} />
      ) : (
        <>
          <Alert severity="error" sx={{ mb: 2 }}>
            {token.error.issues[0]?.message}
          </Alert>
          <Button component={RouterLink} to={paths.login.href()} variant="contained" fullWidth>
            Volver al inicio de sesión
          </Button>
        </>
      )}
    </AuthLayout>
  );
}
