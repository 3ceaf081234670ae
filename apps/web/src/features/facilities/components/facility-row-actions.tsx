import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ViewListIcon from '@mui/icons-material/ViewList';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
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

interface FacilityActionsColumnOptions<Row> {
  what: string;
  viewTitle: string;
  onView: (row: Row) => void;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
}

/** The 'Acciones' column of the warehouses and zones tables. */
export function facilityActionsColumn<Row extends GridValidRowModel & { code: string }>({
  what,
  viewTitle,
  onView,
  onEdit,
  onDelete,
}: FacilityActionsColumnOptions<Row>): GridColDef<Row> {
  return {
    field: 'actions',
    headerName: 'Acciones',
    width: 130,
    sortable: false,
    filterable: false,
    renderCell: ({ row }) => (
      <FacilityRowActions
        code={row.code}
        what={what}
        viewTitle={viewTitle}
        onView={() => onView(row)}
        onEdit={() => onEdit(row)}
        onDelete={() => onDelete(row)}
      />
    ),
  };
}
