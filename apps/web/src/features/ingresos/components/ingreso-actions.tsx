import { canCreateStorageList, isIngresoEditable } from '@bodega/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { RowActions } from '../../../components/row-actions';
import type { IngresoSummary } from '../api/types';

export interface IngresoRowActions {
  onView: (ingreso: IngresoSummary) => void;
  onEdit: (ingreso: IngresoSummary) => void;
  onStorageList: (ingreso: IngresoSummary) => void;
  onDelete: (ingreso: IngresoSummary) => void;
}

/**
 * View always; edit, storage list and delete only while Pendiente; a new storage
 * list also after the previous one was cancelled.
 */
export function IngresoActions({ ingreso, actions }: { ingreso: IngresoSummary; actions: IngresoRowActions }) {
  const pending = isIngresoEditable(ingreso.status);
  const ref = ingreso.reference;
  return (
    <RowActions
      actions={[
        {
          title: 'Ver detalles',
          label: `Ver ingreso ${ref}`,
          icon: <VisibilityIcon fontSize="small" />,
          onClick: () => actions.onView(ingreso),
        },
        {
          title: 'Editar',
          label: `Editar ingreso ${ref}`,
          icon: <EditIcon fontSize="small" />,
          hidden: !pending,
          onClick: () => actions.onEdit(ingreso),
        },
        {
          title: 'Crear lista de almacenamiento',
          label: `Crear lista de almacenamiento ${ref}`,
          icon: <PlaylistAddIcon fontSize="small" />,
          color: 'primary',
          hidden: !pending || !canCreateStorageList(ingreso),
          onClick: () => actions.onStorageList(ingreso),
        },
        {
          title: 'Eliminar',
          label: `Eliminar ingreso ${ref}`,
          icon: <DeleteIcon fontSize="small" />,
          color: 'error',
          hidden: !pending,
          onClick: () => actions.onDelete(ingreso),
        },
      ]}
    />
  );
}
