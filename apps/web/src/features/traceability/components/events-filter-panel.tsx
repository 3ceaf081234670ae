import { EVENT_TYPE_LABELS, EVENT_TYPES } from '@bodega/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DateFilter, SelectFilter } from '../../../components/filter-bar';
import { useLocationById } from '../../../components/pickers/api/search-locations';
import { LocationAutocomplete } from '../../../components/pickers/location-autocomplete';
import { ProductSearch } from '../../../components/pickers/product-search';
import { useProduct } from '../api/get-product';
import type { LocationRef, ProductRef } from '../api/types';
import { NO_FILTERS, type EventFilters } from '../lib/filters';
import { locationLabel } from '../lib/labels';

interface EventsFilterPanelProps {
  applied: EventFilters;
  /** `close`: Buscar closes the panel, Limpiar keeps it open. */
  onApply: (filters: EventFilters, close: boolean) => void;
}

/**
 * Advanced filters. The panel edits a draft; Buscar applies it (page 1, panel
 * closes) and Limpiar clears everything and applies at once. Mount it only while open.
 */
export function EventsFilterPanel({ applied, onApply }: EventsFilterPanelProps) {
  const [draft, setDraft] = useState<EventFilters>(applied);
  // Chosen in this panel, or read from the server for a filter that came with the URL.
  const [product, setProduct] = useState<ProductRef | null>(null);
  const [location, setLocation] = useState<LocationRef | null>(null);
  const appliedProduct = useProduct(product ? null : draft.product_id);
  const appliedLocation = useLocationById(location ? null : draft.location_id);
  const shownProduct = product ?? (draft.product_id ? (appliedProduct.data ?? null) : null);
  const shownLocation = location ?? (draft.location_id ? (appliedLocation.data ?? null) : null);
  const set = (change: Partial<EventFilters>) => setDraft((current) => ({ ...current, ...change }));

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Filtros avanzados">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        Filtros Avanzados
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft, true);
        }}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 2fr' } }}
      >
        <ProductSearch
          optionDetail={(product) => `SKU: ${product.sku}`}
          value={shownProduct}
          onChange={(next) => {
            setProduct(next);
            set({ product_id: next?.id ?? null });
          }}
        />
        <SelectFilter
          label="Tipo de evento"
          value={draft.event_type}
          options={EVENT_TYPES}
          optionLabel={(type) => EVENT_TYPE_LABELS[type]}
          onChange={(event_type) => set({ event_type })}
        />
        <LocationAutocomplete
          optionLabel={locationLabel}
          value={shownLocation}
          onChange={(next) => {
            setLocation(next);
            set({ location_id: next?.id ?? null });
          }}
        />
        <TextField
          size="small"
          label="Número de lote"
          value={draft.lot_number}
          onChange={(event) => set({ lot_number: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 20 } }}
        />
        <DateFilter label="Fecha desde" value={draft.date_from} onChange={(date_from) => set({ date_from })} />
        <DateFilter label="Fecha hasta" value={draft.date_to} onChange={(date_to) => set({ date_to })} />
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button
            onClick={() => {
              setProduct(null);
              setLocation(null);
              setDraft(NO_FILTERS);
              onApply(NO_FILTERS, false);
            }}
          >
            Limpiar
          </Button>
          <Button type="submit" variant="contained">
            Buscar
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
