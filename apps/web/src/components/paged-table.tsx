import type { DataGridProps, GridPaginationModel, GridValidRowModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { DataTable } from './data-table';

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
 * The app's table paged on the server at a fixed page size, in Spanish like every DataTable.
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
    () => (emptyText === undefined ? localeText : { noRowsLabel: emptyText, ...localeText }),
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
