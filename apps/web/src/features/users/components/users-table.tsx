import { formatDateCL, ROLE_COLORS, ROLE_LABELS, type User } from '@bodega/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { MOBILE_QUERY } from '../../../config/layout';
import { DataTable } from '../../../components/data-table';
import { deleteBlockReason } from './delete-guard';
import { RestrictedSwitch } from './restricted-switch';

interface UsersTableProps {
  users: User[];
  loading: boolean;
  currentUserId: number | undefined;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

/** Username, email, role, creation date and actions. */
export function UsersTable({ users, loading, currentUserId, onEdit, onDelete }: UsersTableProps) {
  // On phones the table keeps the columns needed to act: username, role and actions.
  const narrow = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const columns = useMemo<GridColDef<User>[]>(
    () => [
      { field: 'username', headerName: 'Usuario', flex: 1, minWidth: 110 },
      { field: 'email', headerName: 'Email', flex: 1.4, minWidth: 200 },
      {
        field: 'role',
        headerName: 'Rol',
        width: 130,
        valueGetter: (_value, row) => ROLE_LABELS[row.role],
        renderCell: ({ row }) => <Chip size="small" color={ROLE_COLORS[row.role]} label={ROLE_LABELS[row.role]} />,
      },
      {
        field: 'restricted',
        headerName: 'Modo restringido',
        width: 150,
        sortable: false,
        valueGetter: (_value, row) => row.restricted === true,
        renderCell: ({ row }) => <RestrictedSwitch user={row} />,
      },
      {
        field: 'created_at',
        headerName: 'Fecha de Creación',
        width: 160,
        valueFormatter: (value: string) => formatDateCL(value),
      },
      {
        field: 'actions',
        headerName: 'Acciones',
        width: 100,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => {
          const blocked = deleteBlockReason(row, users, currentUserId);
          return (
            <>
              <Tooltip title="Editar">
                <IconButton size="small" onClick={() => onEdit(row)} aria-label={`Editar usuario ${row.username}`}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={blocked ?? 'Eliminar'}>
                {/* A span keeps the tooltip working while the button is disabled. */}
                <span>
                  <IconButton
                    size="small"
                    color="error"
                    disabled={Boolean(blocked)}
                    onClick={() => onDelete(row)}
                    aria-label={`Eliminar usuario ${row.username}`}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </>
          );
        },
      },
    ],
    [users, currentUserId, onEdit, onDelete],
  );

  return (
    <DataTable<User>
      rows={users}
      columns={columns}
      loading={loading}
      columnVisibilityModel={narrow ? { email: false, created_at: false, restricted: false } : {}}
      initialState={{
        pagination: { paginationModel: { pageSize: 10, page: 0 } },
        sorting: { sortModel: [{ field: 'username', sort: 'asc' }] },
      }}
      aria-label="Usuarios"
    />
  );
}
