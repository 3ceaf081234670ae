import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ViewListIcon from '@mui/icons-material/ViewList';
import { RowActions } from '../../../components/row-actions';

interface FacilityRowActionsProps {
  code: string;
  /** 'bodega', 'zona'. */
  what: string;
  /** 'Ver zonas', 'Ver ubicaciones'. */
  viewTitle: string;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A warehouse's or zone's actions: see what it holds, edit, delete. */
export function FacilityRowActions({ code, what, viewTitle, onView, onEdit, onDelete }: FacilityRowActionsProps) {
  return (
    <RowActions
      actions={[
        {
          title: viewTitle,
          label: `${viewTitle} de ${code}`,
          icon: <ViewListIcon fontSize="small" />,
          color: 'primary',
          onClick: onView,
        },
        { title: 'Editar', label: `Editar ${what} ${code}`, icon: <EditIcon fontSize="small" />, onClick: onEdit },
        {
          title: 'Eliminar',
          label: `Eliminar ${what} ${code}`,
          icon: <DeleteIcon fontSize="small" />,
          color: 'error',
          onClick: onDelete,
        },
      ]}
    />
  );
}
