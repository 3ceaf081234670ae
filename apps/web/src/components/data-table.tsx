import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';

const localeText = esES.components.MuiDataGrid.defaultProps.localeText;

/**
 * The app's table: MUI X DataGrid in Spanish, sized to its rows, without row selection.
 * Import it only from lazily loaded pages so the grid stays out of the first bundle.
 */
export function DataTable<Row extends GridValidRowModel>(props: DataGridProps<Row>) {
  return (
    <DataGrid<Row>
      autoHeight
      disableRowSelectionOnClick
      disableColumnMenu
      localeText={localeText}
      pageSizeOptions={[10, 25, 50]}
      {...props}
      sx={{ bgcolor: 'background.paper', ...props.sx }}
    />
  );
}
