import type { DataGridProps, GridPaginationModel, GridValidRowModel } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { DataTable } from './data-table';

const SPANISH = esES.components.MuiDataGrid.defaultProps.localeText;

export type PagedTableProps<Row extends GridValidRowModel> = Omit<
  DataGridProps<Row>,
  'paginationMode' | 'paginationModel' | 'onPaginationModelChange' | 'pageSizeOptions' | 'rowCount'
> & {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  rowCount: number;
  onPageChange: (page: number) => void;
  /** The text of an empty list, in place of the grid's own. */
  emptyText?: string;
};

/**
 * The app's table paged on the server at a fixed page size. Texts given in `localeText` are
 * added to the Spanish ones (passing them to the grid alone would replace them all).
 */
export function PagedTable<Row extends GridValidRowModel>({
  page,
  pageSize,
  rowCount,
  onPageChange,
  emptyText,
  localeText,
  ...props
}: PagedTableProps<Row>) {
  const paginationModel = useMemo<GridPaginationModel>(() => ({ page: page - 1, pageSize }), [page, pageSize]);
  const texts = useMemo(
    () => ({ ...SPANISH, ...(emptyText === undefined ? {} : { noRowsLabel: emptyText }), ...localeText }),
    [emptyText, localeText],
  );
  return (
    <DataTable<Row>
      {...props}
      paginationMode="server"
      rowCount={rowCount}
      paginationModel={paginationModel}
      onPaginationModelChange={(model) => onPageChange(model.page + 1)}
      pageSizeOptions={[pageSize]}
      localeText={texts}
    />
  );
}
