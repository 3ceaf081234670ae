import { canCreateStorageList, isIngresoEditable } from '@bodega/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { IngresoSummary } from '../api/types';

export interface IngresoRowActions {
  onView: (ingreso: IngresoSummary) => void;
  onEdit: (ingreso: IngresoSummary) => void;
  onStorageList: (ingreso: IngresoSummary) => void;
  onDelete: (ingreso: IngresoSummary) => void;
}

/**
 * View always; edit, storage list and delete only while Pendiente (spec 1 §2.7, §4); a new storage
 * list also after the previous one was cancelled.
 */
export function IngresoActions({ ingreso, actions }: { ingreso: IngresoSummary; actions: IngresoRowActions }) {
  const pending = isIngresoEditable(ingreso.status);
  const ref = ingreso.reference;
  return (
    <>
      <Tooltip title="Ver detalles">
        <IconButton size="small" aria-label={`Ver ingreso ${ref}`} onClick={() => actions.onView(ingreso)}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {pending && (
        <>
          <Tooltip title="Editar">
            <IconButton size="small" aria-label={`Editar ingreso ${ref}`} onClick={() => actions.onEdit(ingreso)}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {canCreateStorageList(ingreso) && (
            <Tooltip title="Crear lista de almacenamiento">
              <IconButton
                size="small"
                color="primary"
                aria-label={`Crear lista de almacenamiento ${ref}`}
                onClick={() => actions.onStorageList(ingreso)}
              >
                <PlaylistAddIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title="Eliminar">
            <IconButton
              size="small"
              color="error"
              aria-label={`Eliminar ingreso ${ref}`}
              onClick={() => actions.onDelete(ingreso)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      )}
    </>
  );
}
