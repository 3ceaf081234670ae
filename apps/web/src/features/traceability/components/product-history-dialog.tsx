import { TRACEABILITY_TEXTS, eventTypeDisplay, formatDateTimeCL } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { DetailField } from '../../../components/detail-field';
import { WideDialog } from '../../../components/wide-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useProductHistory } from '../api/get-product-history';
import type { TraceEvent } from '../api/types';
import { locationLabel } from '../lib/labels';
import { EventTypeChip, EventTypeIcon } from './event-type-chip';

function TimelineItem({ event, last }: { event: TraceEvent; last: boolean }) {
  const color = eventTypeDisplay(event.event_type).color;
  const dot = color === 'default' ? 'grey.500' : `${color}.main`;
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: '32px 1fr', columnGap: 1.5 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <Box
          sx={{
            width: 28,
            height: 28,
            borderRadius: '50%',
            bgcolor: dot,
            color: 'common.white',
            display: 'grid',
            placeItems: 'center',
          }}
          aria-hidden
        >
          <EventTypeIcon type={event.event_type} fontSize="inherit" />
        </Box>
        {!last && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
      </Box>
      <Box sx={{ pb: 2, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <EventTypeChip type={event.event_type} />
          <Typography variant="body2" color="text.secondary">
            {formatDateTimeCL(event.event_timestamp)}
          </Typography>
          {event.quantity_moved !== 0 && <Typography variant="body2">Cantidad {event.quantity_moved}</Typography>}
        </Box>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {event.event_description || '—'}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {event.user?.username ?? TRACEABILITY_TEXTS.noUser} · {locationLabel(event.location)}
          {event.lot_number ? ` · Lote ${event.lot_number}` : ''}
        </Typography>
      </Box>
    </Box>
  );
}

/** 'Historial del Producto', 1000 px: the product, its event count and a timeline. */
export function ProductHistoryDialog({
  open,
  productId,
  onClose,
}: {
  open: boolean;
  productId: number | null;
  onClose: () => void;
}) {
  const history = useProductHistory(open ? productId : null);
  const data = history.data;

  return (
    <WideDialog open={open} onClose={onClose} id="history" title="Historial del Producto" width={1000}>
      <DialogContent>
        {history.isPending && <Typography color="text.secondary">{TRACEABILITY_TEXTS.historyLoading}</Typography>}
        {history.isError && <Alert severity="error">{errorMessage(history.error, 'No se pudo cargar el historial')}</Alert>}
        {data && (
          <>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 3 }}>
              <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
                <Typography variant="caption" color="text.secondary">
                  Producto
                </Typography>
                <Typography variant="body1" sx={{ fontWeight: 600 }}>
                  {data.product.name}
                </Typography>
              </Box>
              <DetailField label="SKU">{data.product.sku}</DetailField>
              <DetailField label="Categoría">{data.product.category}</DetailField>
              <DetailField label="Total de eventos">
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {data.statistics.total_events}
                </Box>
              </DetailField>
            </Box>
            {data.statistics.shown < data.statistics.total_events && (
              <Alert severity="info" sx={{ mb: 2 }}>
                Se muestran los {data.statistics.shown} eventos más recientes de {data.statistics.total_events}.
              </Alert>
            )}
            {data.history.length === 0 ? (
              <Typography color="text.secondary">{TRACEABILITY_TEXTS.historyEmpty}</Typography>
            ) : (
              <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Línea de tiempo de eventos">
                {data.history.map((event, index) => (
                  <TimelineItem key={event.id} event={event} last={index === data.history.length - 1} />
                ))}
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </WideDialog>
  );
}
