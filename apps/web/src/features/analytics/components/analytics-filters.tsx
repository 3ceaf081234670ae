import { TIME_RANGE_LABELS, TIME_RANGES, type TimeRange } from '@bodega/domain';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { IdSelectFilter } from '../../../components/filter-bar';
import { useWarehouseOptions } from '../../../components/pickers/api/facility-lists';
import type { AnalyticsFilters as Filters } from '../api/types';
import { ANALYTICS_TEXT as T } from '../lib/messages';

/** 'Filtros de Análisis': warehouse (clearable) and time range, applied together. */
export function AnalyticsFilters({
  value,
  onApply,
  applying,
}: {
  value: Filters;
  onApply: (next: Filters) => void;
  applying: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState<Filters>(value);
  const warehouses = useWarehouseOptions();
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        onClick={(event) => {
          setDraft(value);
          setAnchor(event.currentTarget);
        }}
      >
        {T.filters}
      </Button>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { width: { xs: 300, sm: 360 }, maxWidth: 400 } } }}
      >
        <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
          <Typography variant="subtitle1" component="h2">
            {T.filters}
          </Typography>
          <IdSelectFilter
            label="Bodega"
            value={draft.warehouse_id}
            onChange={(warehouse_id) => setDraft({ ...draft, warehouse_id })}
            options={(warehouses.data ?? []).map((w) => ({ id: w.id, label: w.name }))}
            none="Todas las bodegas"
          />
          <TextField
            select
            size="small"
            label="Período"
            value={draft.time_range}
            onChange={(event) => setDraft({ ...draft, time_range: event.target.value as TimeRange })}
          >
            {TIME_RANGES.map((range) => (
              <MenuItem key={range} value={range}>
                {TIME_RANGE_LABELS[range]}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            onClick={() => {
              onApply(draft);
              setAnchor(null);
            }}
          >
            {T.apply}
          </Button>
        </Box>
      </Menu>
      {applying && (
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
          {T.applying}
        </Typography>
      )}
    </>
  );
}
