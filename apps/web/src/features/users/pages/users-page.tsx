import { USER_MESSAGES, pageTitleFor, type User } from '@bodega/domain';
import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useCallback, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useUsers } from '../api/get-users';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { UserFormDialog } from '../components/user-form-dialog';
import { UserStats } from '../components/user-stats';
import { UsersTable } from '../components/users-table';

/** The dialog keeps its user while closing so its title and fields do not flicker. */
interface DialogState {
  open: boolean;
  user: User | null;
}

/** 'Gestión de Usuarios', admin only. */
export default function UsersPage() {
  const { user: currentUser } = useSession();
  const users = useUsers();
  const [form, setForm] = useState<DialogState>({ open: false, user: null });
  const [deleting, setDeleting] = useState<DialogState>({ open: false, user: null });

  const openEdit = useCallback((user: User) => setForm({ open: true, user }), []);
  const openDelete = useCallback((user: User) => setDeleting({ open: true, user }), []);

  return (
    <>
      <PageHeader
        title={pageTitleFor(paths.users.path, currentUser?.role ?? null)}
        description="Administre las cuentas y los roles de acceso al sistema."
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<RefreshIcon />}
              onClick={() => void users.refetch()}
              disabled={users.isFetching}
            >
              Actualizar
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ open: true, user: null })}>
              Nuevo Usuario
            </Button>
          </>
        }
      />
      <UserStats users={users.data} />
      {users.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {USER_MESSAGES.loadError}
        </Alert>
      )}
      <UsersTable
        users={users.data ?? []}
        loading={users.isFetching}
        currentUserId={currentUser?.id}
        onEdit={openEdit}
        onDelete={openDelete}
      />
      <UserFormDialog open={form.open} user={form.user} onClose={() => setForm((state) => ({ ...state, open: false }))} />
      <DeleteUserDialog
        open={deleting.open}
        user={deleting.user}
        onClose={() => setDeleting((state) => ({ ...state, open: false }))}
      />
    </>
  );
}
