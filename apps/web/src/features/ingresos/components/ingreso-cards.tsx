import { INGRESO_SCREEN_MESSAGES as T, formatDateTimeCL } from '@bodega/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { IngresoActions } from './ingreso-actions';
import { IngresoStatusChip } from './ingreso-status-chip';
import type { IngresosTableProps } from './ingresos-table';

type IngresoCardsProps = IngresosTableProps;

/** On phones the table becomes cards, paged the same way. */
export function IngresoCards({ rows, total, page, pageSize, loading, onPageChange, actions }: IngresoCardsProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (!loading && rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
        {T.empty}
      </Typography>
    );
  }
  return (
    <Stack spacing={1.5}>
      {rows.map((row) => (
        <Card key={row.id} variant="outlined" data-testid="ingreso-card">
          <CardContent sx={{ pb: 0 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: 1 }}>
              <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>{row.reference}</Typography>
              <IngresoStatusChip status={row.status} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {formatDateTimeCL(row.created_at)} · {row.details_count} SKUs
            </Typography>
            <Typography variant="body2">{row.supplier || T.noSupplier}</Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {row.notes || T.noNotes}
            </Typography>
          </CardContent>
          <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
            <IngresoActions ingreso={row} actions={actions} />
          </CardActions>
        </Card>
      ))}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, next) => onPageChange(next)}
          sx={{ alignSelf: 'center' }}
          size="small"
        />
      )}
    </Stack>
  );
}
