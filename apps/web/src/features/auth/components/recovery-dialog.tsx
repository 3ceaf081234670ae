import { zodResolver } from '@hookform/resolvers/zod';
import { LOGIN_MESSAGES, passwordResetRequestSchema, type PasswordResetRequest } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client';
import { muiField } from '../../../lib/form';
import { useRequestPasswordReset } from '../api/request-password-reset';

interface RecoveryDialogProps {
  open: boolean;
  initialEmail: string;
  onClose: () => void;
}

/** 'Recuperar Contraseña' (spec 1 §2.3): asks for the e-mail the reset link goes to. */
export function RecoveryDialog({ open, initialEmail, onClose }: RecoveryDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const mutation = useRequestPasswordReset();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: initialEmail },
  });

  useEffect(() => {
    if (open) reset({ email: initialEmail });
  }, [open, initialEmail, reset]);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const onSubmit = async (values: PasswordResetRequest) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(values);
      enqueueSnackbar(LOGIN_MESSAGES.recoverySuccess, { variant: 'success', autoHideDuration: 5000 });
      close();
    } catch (error) {
      setFailure(errorMessage(error, LOGIN_MESSAGES.recoveryError));
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="recovery-title">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id="recovery-title">Recuperar Contraseña</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            Ingrese su correo electrónico y le enviaremos un enlace para restablecer su contraseña.
          </DialogContentText>
          {failure && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {failure}
            </Alert>
          )}
          <TextField
            {...muiField(register('email'))}
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            autoFocus
            fullWidth
            margin="dense"
            error={Boolean(errors.email)}
            helperText={errors.email?.message}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Enviar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
