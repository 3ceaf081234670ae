import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_NEW_USER_ROLE,
  ROLE_LABELS,
  ROLES,
  USER_MESSAGES,
  userCreateSchema,
  userUpdateSchema,
  type Role,
  type User,
  type UserCreate,
  type UserUpdate,
} from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { Controller, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { muiField } from '../../../lib/form';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';

interface UserFormValues {
  username: string;
  name: string;
  email: string;
  password: string;
  role: Role;
}

/** Server error codes that belong to one field of the form. */
const FIELD_OF_CODE: Record<string, FieldPath<UserFormValues>> = {
  USERNAME_TAKEN: 'username',
  EMAIL_TAKEN: 'email',
};

const SNACKBAR_MS = 3000;

interface UserFormDialogProps {
  open: boolean;
  /** The user being edited, or null to create one. */
  user: User | null;
  onClose: () => void;
}

function emptyValues(user: User | null): UserFormValues {
  return {
    username: user?.username ?? '',
    name: user?.name ?? '',
    email: user?.email ?? '',
    password: '',
    role: user?.role ?? DEFAULT_NEW_USER_ROLE,
  };
}

/** Create/edit dialog of spec 3 §5 User form; the domain schemas decide what is valid. */
export function UserFormDialog({ open, user, onClose }: UserFormDialogProps) {
  const editing = user !== null;
  const { enqueueSnackbar } = useSnackbar();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = editing ? userUpdateSchema : userCreateSchema;
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<UserFormValues>({
    mode: 'onChange',
    // Both schemas take these fields; the parsed output (trimmed, lower-cased, empty password
    // dropped on edit) is what gets sent.
    resolver: zodResolver(schema) as unknown as Resolver<UserFormValues>,
    defaultValues: emptyValues(user),
  });

  useEffect(() => {
    if (open) reset(emptyValues(user));
  }, [open, user, reset]);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const onSubmit = async (values: UserFormValues) => {
    setFailure(null);
    try {
      if (user) {
        await updateUser.mutateAsync({ id: user.id, payload: values as unknown as UserUpdate });
        enqueueSnackbar(USER_MESSAGES.updated, { variant: 'success', autoHideDuration: SNACKBAR_MS });
      } else {
        await createUser.mutateAsync(values as unknown as UserCreate);
        enqueueSnackbar(USER_MESSAGES.created, { variant: 'success', autoHideDuration: SNACKBAR_MS });
      }
      close();
    } catch (error) {
      const message = errorMessage(error, USER_MESSAGES.saveError);
      if (error instanceof ApiError) {
        for (const [field, text] of Object.entries(error.fields ?? {})) {
          if (field in values) setError(field as FieldPath<UserFormValues>, { message: text });
        }
        const field = FIELD_OF_CODE[error.code];
        if (field) setError(field, { message });
      }
      setFailure(message);
      enqueueSnackbar(message, { variant: 'error', autoHideDuration: SNACKBAR_MS });
    }
  };

  return (
    <Dialog open={open} onClose={isSubmitting ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="user-form-title">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id="user-form-title">{editing ? 'Editar Usuario' : 'Nuevo Usuario'}</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {failure}
            </Alert>
          )}
          <TextField
            {...muiField(register('username'))}
            label="Nombre de usuario"
            required
            autoFocus
            autoComplete="off"
            fullWidth
            margin="dense"
            error={Boolean(errors.username)}
            helperText={errors.username?.message}
          />
          <TextField
            {...muiField(register('name'))}
            label="Nombre completo"
            autoComplete="off"
            fullWidth
            margin="dense"
            error={Boolean(errors.name)}
            helperText={errors.name?.message}
          />
          <TextField
            {...muiField(register('email'))}
            label="Email"
            type="email"
            required
            autoComplete="off"
            fullWidth
            margin="dense"
            error={Boolean(errors.email)}
            helperText={errors.email?.message}
          />
          <TextField
            {...muiField(register('password'))}
            label="Contraseña"
            type="password"
            required={!editing}
            autoComplete="new-password"
            fullWidth
            margin="dense"
            error={Boolean(errors.password)}
            helperText={errors.password?.message ?? (editing ? 'Dejar en blanco para mantener la contraseña actual' : undefined)}
          />
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <TextField
                {...field}
                inputRef={field.ref}
                select
                label="Rol"
                required
                fullWidth
                margin="dense"
                error={Boolean(errors.role)}
                helperText={errors.role?.message}
              >
                {ROLES.map((role) => (
                  <MenuItem key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>
            {editing ? 'Guardar' : 'Crear'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
