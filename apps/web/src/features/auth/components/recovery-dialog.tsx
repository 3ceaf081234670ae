import { zodResolver } from '@hookform/resolvers/zod';
import { LOGIN_MESSAGES, passwordResetRequestSchema, type PasswordResetRequest } from '@bodega/domain';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import { fieldProps } from '../../../lib/form';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useRequestPasswordReset } from '../api/request-password-reset';

interface RecoveryDialogProps {
  open: boolean;
  initialEmail: string;
  onClose: () => void;
}

/** 'Recuperar Contraseña': asks for the e-mail the reset link goes to. */
export function RecoveryDialog({ open, initialEmail, onClose }: RecoveryDialogProps) {
  const mutation = useRequestPasswordReset();
  const dialog = useFormDialog<PasswordResetRequest>({
    open,
    onClose,
    subject: initialEmail,
    defaultValues: { email: initialEmail },
    resolver: zodResolver(passwordResetRequestSchema),
    mode: 'onSubmit',
    submitWhileInvalid: true,
    submit: (values) => mutation.mutateAsync(values),
    success: LOGIN_MESSAGES.recoverySuccess,
    failure: (error) => errorMessage(error, LOGIN_MESSAGES.recoveryError),
    failureIn: 'banner',
    toastMs: 5000,
  });

  return (
    <FormDialog
      open={open}
      id="recovery"
      title="Recuperar Contraseña"
      submitLabel="Enviar"
      dialog={dialog}
      maxWidth="xs"
      intro={
        <DialogContentText sx={{ mb: 1 }}>
          Ingrese su correo electrónico y le enviaremos un enlace para restablecer su contraseña.
        </DialogContentText>
      }
    >
      <TextField
        {...fieldProps(dialog.form, 'email')}
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        autoFocus
        fullWidth
        margin="dense"
      />
    </FormDialog>
  );
}
