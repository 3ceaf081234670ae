import { TRACEABILITY_TEXTS, formatDateCL, formatDateTimeCL } from '@bodega/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { WideDialog } from '../../../components/wide-dialog';
import { DetailField } from '../../../components/detail-field';
import type { TraceEvent } from '../api/types';
import { locationLabel } from '../lib/labels';
import { EventTypeChip } from './event-type-chip';

/** 'Detalles del Evento', 800 px: optional fields appear only when present. */
export function EventDetailDialog({ open, event, onClose }: { open: boolean; event: TraceEvent | null; onClose: () => void }) {
  return (
    <WideDialog open={open} onClose={onClose} id="event-detail" title="Detalles del Evento" width={800}>
      {event && (
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <DetailField label="Tipo de evento">
              <EventTypeChip type={event.event_type} />
            </DetailField>
            {event.recorded_event_type !== event.event_type && (
              <DetailField label="Registrado como">
                <EventTypeChip type={event.recorded_event_type} />
              </DetailField>
            )}
            <DetailField label="Fecha/Hora">{formatDateTimeCL(event.event_timestamp)}</DetailField>
            <DetailField label="Producto">
              {event.product ? `${event.product.name} (SKU: ${event.product.sku})` : TRACEABILITY_TEXTS.productUnavailable}
            </DetailField>
            {event.location && <DetailField label="Ubicación">{locationLabel(event.location)}</DetailField>}
            <DetailField label="Usuario">{event.user?.username ?? TRACEABILITY_TEXTS.noUser}</DetailField>
            {event.quantity_moved !== 0 && <DetailField label="Cantidad">{event.quantity_moved}</DetailField>}
            {event.lot_number && <DetailField label="Lote">{event.lot_number}</DetailField>}
            {event.serial_number && <DetailField label="Número de serie">{event.serial_number}</DetailField>}
            {event.expiry_date && <DetailField label="Vencimiento">{formatDateCL(event.expiry_date)}</DetailField>}
            {event.operation_reference && <DetailField label="Referencia">{event.operation_reference}</DetailField>}
            <DetailField label="Descripción" wide>
              {event.event_description || '—'}
            </DetailField>
            <DetailField label="Notas" wide>
              {event.notes || '—'}
            </DetailField>
            {event.hash && (
              <DetailField label={`Sello de la cadena (eslabón ${event.chain_seq ?? '—'})`} wide>
                <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 12 }}>
                  {event.hash}
                </Box>
              </DetailField>
            )}
          </Box>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </WideDialog>
  );
}
