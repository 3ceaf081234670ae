import { BULK_IMPORT_DEFAULTS, classifyBarcode, type BulkSheetProduct } from '@bodega/domain';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { DataTable } from '../../../components/data-table';

const columns: GridColDef<BulkSheetProduct>[] = [
  { field: 'row', headerName: 'Fila', width: 70, type: 'number' },
  { field: 'sku', headerName: 'SKU', width: 120 },
  { field: 'name', headerName: 'Nombre', flex: 1, minWidth: 150 },
  {
    field: 'barcode',
    headerName: 'Código de Barras',
    width: 170,
    renderCell: ({ row }) =>
      row.barcode ? row.barcode : <Chip size="small" color="info" variant="outlined" label="Se generará EAN-13" />,
  },
  {
    field: 'type',
    headerName: 'Tipo',
    width: 90,
    valueGetter: (_v, row) => (row.barcode ? classifyBarcode(row.barcode, { context: 'products' }).type : 'EAN-13'),
  },
  {
    field: 'category',
    headerName: 'Categoría',
    width: 130,
    valueGetter: (value: string) => value || BULK_IMPORT_DEFAULTS.category,
  },
  { field: 'merged_rows', headerName: 'Filas unidas', width: 110, valueGetter: (value: number[]) => value.join(', ') },
];

/** Step 2 of the bulk import: the unique products, 10 per page (options 10, 25, 50, 100). */
export function BulkImportPreview({ products, narrow }: { products: BulkSheetProduct[]; narrow: boolean }) {
  return (
    <DataTable<BulkSheetProduct>
      rows={products}
      columns={columns}
      getRowId={(row) => row.sku}
      pageSizeOptions={[10, 25, 50, 100]}
      initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
      columnVisibilityModel={narrow ? { row: false, type: false, category: false, merged_rows: false } : {}}
      aria-label="Vista previa de productos"
    />
  );
}
