import type { ReactNode } from 'react';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { StorageItem } from '../api/types';
import { locationLabel } from '../lib/execution';
import { ExpiryChip } from '../../../components/expiry-chip';

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 500, wordBreak: 'break-all' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** 'Producto Actual': what to store and where the strategy suggests it. */
export function CurrentItemCard({ item }: { item: StorageItem }) {
  const suggested = item.suggested_location;
  return (
    <Card variant="outlined" sx={{ mb: 2, borderColor: 'primary.main' }} data-testid="current-item">
      <CardContent>
        <Typography variant="overline" color="primary">
          Producto Actual
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {item.product.name}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, mt: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' } }}>
          <Field label="Código" value={item.product.code} />
          <Field label="Cantidad a almacenar" value={String(item.quantity_to_store)} />
          <Field label="Lote" value={item.lot_number ?? item.serial_number ?? '—'} />
          <Field label="Vencimiento" value={item.expiry_date ? <ExpiryChip expiry={item.expiry_date} /> : '—'} />
        </Box>
        <Box sx={{ mt: 2, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', display: 'flex', gap: 1 }}>
          <PlaceIcon color="primary" />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} data-testid="suggested-location">
              Ubicación sugerida: {locationLabel(suggested)}
            </Typography>
            {suggested && (
              <Typography variant="body2" color="text.secondary">
                {suggested.zone.name} · {suggested.zone.warehouse.name}
              </Typography>
            )}
            {item.suggestion_reason && <Typography variant="body2">{item.suggestion_reason}</Typography>}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
