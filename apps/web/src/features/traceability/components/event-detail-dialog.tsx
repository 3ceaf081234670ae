import { TRACEABILITY_TEXTS, formatDateES, formatDateTimeES } from '@bodega/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { MOBILE_QUERY } from '../../../config/layout';
import type { TraceEvent } from '../api/types';
import { locationLabel } from '../lib/labels';
import { EventTypeChip } from './event-type-chip';

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** 'Detalles del Evento' (spec 2 §2.4), 800 px: optional fields appear only when present. */
export function EventDetailDialog({ open, event, onClose }: { open: boolean; event: TraceEvent | null; onClose: () => void }) {
  const phone = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 800 } } }}
      aria-labelledby="event-detail-title"
    >
      <DialogTitle id="event-detail-title">Detalles del Evento</DialogTitle>
      {event && (
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Field label="Tipo de evento">
              <EventTypeChip type={event.event_type} />
            </Field>
            <Field label="Fecha/Hora">{formatDateTimeES(event.event_timestamp)}</Field>
            <Field label="Producto">
              {event.product ? `${event.product.name} (SKU: ${event.product.sku})` : TRACEABILITY_TEXTS.productUnavailable}
            </Field>
            {event.location && <Field label="Ubicación">{locationLabel(event.location)}</Field>}
            <Field label="Usuario">{event.user?.username ?? TRACEABILITY_TEXTS.noUser}</Field>
            {event.quantity_moved !== 0 && <Field label="Cantidad">{event.quantity_moved}</Field>}
            {event.lot_number && <Field label="Lote">{event.lot_number}</Field>}
            {event.serial_number && <Field label="Número de serie">{event.serial_number}</Field>}
            {event.expiry_date && <Field label="Vencimiento">{formatDateES(event.expiry_date)}</Field>}
            {event.operation_reference && <Field label="Referencia">{event.operation_reference}</Field>}
            <Field label="Descripción" wide>
              {event.event_description || '—'}
            </Field>
            <Field label="Notas" wide>
              {event.notes || '—'}
            </Field>
            {event.hash && (
              <Field label={`Sello de la cadena (eslabón ${event.chain_seq ?? '—'})`} wide>
                <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 12 }}>
                  {event.hash}
                </Box>
              </Field>
            )}
          </Box>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
