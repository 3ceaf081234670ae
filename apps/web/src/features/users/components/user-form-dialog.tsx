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
import TextField from '@mui/material/TextField';
import { type FieldPath } from 'react-hook-form';
import { FormSelect } from '../../../components/form-select';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import { fieldProps } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';
import { useFormDialog } from '../../../lib/use-form-dialog';
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

/** Create/edit dialog User form; the domain schemas decide what is valid. */
export function UserFormDialog({ open, user, onClose }: UserFormDialogProps) {
  const editing = user !== null;
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const dialog = useFormDialog({
    open,
    onClose,
    subject: user,
    defaultValues: emptyValues(user),
    // Both schemas take these fields; the parsed output (trimmed, lower-cased, empty password
    // dropped on edit) is what gets sent.
    resolver: user
      ? formResolver<UserFormValues, typeof userUpdateSchema>(userUpdateSchema)
      : formResolver<UserFormValues, typeof userCreateSchema>(userCreateSchema),
    submit: (payload: UserCreate | UserUpdate) =>
      user ? updateUser.mutateAsync({ id: user.id, payload }) : createUser.mutateAsync(payload as UserCreate),
    success: editing ? USER_MESSAGES.updated : USER_MESSAGES.created,
    failure: (error) => errorMessage(error, USER_MESSAGES.saveError),
    fieldOfCode: FIELD_OF_CODE,
    toastMs: SNACKBAR_MS,
  });

  return (
    <FormDialog
      open={open}
      id="user-form"
      title={editing ? 'Editar Usuario' : 'Nuevo Usuario'}
      dialog={dialog}
      submitLabel={editing ? 'Guardar' : 'Crear'}
    >
      <TextField
        {...fieldProps(dialog.form, 'username')}
        label="Nombre de usuario"
        required
        autoFocus
        autoComplete="off"
        fullWidth
        margin="dense"
      />
      <TextField {...fieldProps(dialog.form, 'name')} label="Nombre completo" autoComplete="off" fullWidth margin="dense" />
      <TextField
        {...fieldProps(dialog.form, 'email')}
        label="Email"
        type="email"
        required
        autoComplete="off"
        fullWidth
        margin="dense"
      />
      <TextField
        {...fieldProps(dialog.form, 'password', {
          hint: editing ? 'Dejar en blanco para mantener la contraseña actual' : undefined,
        })}
        label="Contraseña"
        type="password"
        required={!editing}
        autoComplete="new-password"
        fullWidth
        margin="dense"
      />
      <FormSelect
        control={dialog.form.control}
        name="role"
        options={ROLES}
        optionLabel={(role) => ROLE_LABELS[role]}
        label="Rol"
        required
        fullWidth
        margin="dense"
      />
    </FormDialog>
  );
}
