import {
  INVENTORY_SCREEN_MESSAGES as M,
  LOT_ENFORCEMENT_LABELS,
  categoryDeleteError,
  categoryEditError,
  categoryStatusLabel,
} from '@bodega/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { MOBILE_QUERY } from '../../../config/layout';
import { errorMessage } from '../../../lib/api-client';
import { useCategories } from '../../../lib/resources/categories';
import { useDeleteCategory } from '../api/categories';
import type { Category } from '../api/types';
import { TOAST_MS } from '../lib/toast';
import { CategoryDialog } from './new-category-dialog';

/** Category management: registered and product-only categories, with the deletion rules. */
export function CategoriesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fullScreen = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const { enqueueSnackbar } = useSnackbar();
  const categories = useCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<{ open: boolean; category: Category | null }>({ open: false, category: null });
  const [deleting, setDeleting] = useState<Category | null>(null);

  const columns = useMemo<GridColDef<Category>[]>(
    () => [
      { field: 'name', headerName: 'Categoría', flex: 1, minWidth: 140 },
      { field: 'product_count', headerName: 'Productos', width: 100, type: 'number' },
      {
        field: 'lot_enforcement',
        headerName: 'Control de lotes',
        width: 170,
        valueGetter: (_value, row) => LOT_ENFORCEMENT_LABELS[row.lot_enforcement],
      },
      {
        field: 'dias_alerta_vencimiento',
        headerName: 'Alerta de vencimiento',
        width: 170,
        valueGetter: (_value, row) =>
          row.dias_alerta_vencimiento == null ? 'Según configuración' : `${row.dias_alerta_vencimiento} días antes`,
      },
      {
        field: 'status',
        headerName: 'Estado',
        width: 150,
        renderCell: ({ row }) => {
          const label = categoryStatusLabel(row);
          return <Chip size="small" color={label === 'Registrada' ? 'success' : 'default'} label={label} />;
        },
      },
      {
        field: 'actions',
        headerName: 'Acciones',
        width: 100,
        sortable: false,
        renderCell: ({ row }) => {
          const editBlocked = categoryEditError(row);
          const deleteBlocked = categoryDeleteError(row);
          return (
            <>
              <Tooltip title={editBlocked ?? 'Editar'}>
                <span>
                  <IconButton
                    size="small"
                    disabled={Boolean(editBlocked)}
                    onClick={() => setEditing({ open: true, category: row })}
                    aria-label={`Editar categoría ${row.name}`}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={deleteBlocked ?? 'Eliminar'}>
                <span>
                  <IconButton
                    size="small"
                    color="error"
                    disabled={Boolean(deleteBlocked)}
                    onClick={() => setDeleting(row)}
                    aria-label={`Eliminar categoría ${row.name}`}
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
    [],
  );

  const confirmDelete = async () => {
    if (!deleting?.id) return;
    try {
      await remove.mutateAsync(deleting.id);
      enqueueSnackbar(M.categoryDeleted, { variant: 'success', autoHideDuration: TOAST_MS });
      setDeleting(null);
    } catch (error) {
      enqueueSnackbar(M.failure('eliminar la categoría', errorMessage(error, '')), {
        variant: 'error',
        autoHideDuration: TOAST_MS,
      });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="categories-title">
      <DialogTitle id="categories-title">Gestionar Categorías</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ open: true, category: null })}>
            Nueva Categoría
          </Button>
        </Box>
        {categories.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {M.failure('cargar los datos', errorMessage(categories.error, ''))}
          </Alert>
        )}
        <DataTable<Category>
          rows={categories.data ?? []}
          columns={columns}
          loading={categories.isPending}
          getRowId={(row) => row.name}
          columnVisibilityModel={fullScreen ? { status: false } : {}}
          initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
          aria-label="Categorías"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
      <CategoryDialog
        open={editing.open}
        category={editing.category}
        onClose={() => setEditing((s) => ({ ...s, open: false }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar Categoría"
        confirmLabel="Eliminar"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        ¿Está seguro de eliminar la categoría &quot;{deleting?.name}&quot;? Esta acción no se puede deshacer.
      </ConfirmDialog>
    </Dialog>
  );
}
