import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

const rows = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Ola ${i + 1}` }));

describe('DataTable', () => {
  it('keeps the Spanish pagination when a table gives texts of its own', () => {
    render(
      <DataTable
        rows={rows}
        columns={[{ field: 'name', headerName: 'Nombre' }]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        localeText={{ noRowsLabel: 'Aún no hay olas' }}
      />,
    );
    expect(screen.getByText('Filas por página:')).toBeTruthy();
    expect(screen.getByText('1–10 de 12')).toBeTruthy();
    expect(screen.queryByText(/Rows per page/)).toBeNull();
  });
});
