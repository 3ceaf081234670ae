import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';

const SPANISH = esES.components.MuiDataGrid.defaultProps.localeText;

/**
 * The app's table: MUI X DataGrid in Spanish, sized to its rows, without row selection.
 * Texts given in `localeText` are added to the Spanish ones: handed to the grid alone they would
 * replace them all, and the pagination would read 'Rows per page'.
 * Import it only from lazily loaded pages so the grid stays out of the first bundle.
 */
export function DataTable<Row extends GridValidRowModel>({ localeText, ...props }: DataGridProps<Row>) {
  const texts = useMemo(() => (localeText ? { ...SPANISH, ...localeText } : SPANISH), [localeText]);
  return (
    <DataGrid<Row>
      autoHeight
      disableRowSelectionOnClick
      disableColumnMenu
      pageSizeOptions={[10, 25, 50]}
      {...props}
      localeText={texts}
      sx={{ bgcolor: 'background.paper', ...props.sx }}
    />
  );
}
