import { formatNumberCL, ROTATION_DAYS } from '@bodega/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import type { RotationItem } from '../api/types';
import { EmptyState, SectionCard } from './section-card';

/** Top 10 products by rotation index, the period select and the selected products' chips. */
export function RotationCard({
  items,
  days,
  onDays,
  selected,
  onOpenSelection,
}: {
  items: RotationItem[] | undefined;
  days: number;
  onDays: (days: number) => void;
  selected: RotationItem[];
  onOpenSelection: () => void;
}) {
  const top = items ?? [];
  const moving = top.filter((item) => item.rotation_index > 0);
  return (
    <SectionCard
      title="Rotación de Productos (Top 10)"
      actions={
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField
            select
            size="small"
            label="Período"
            value={days}
            onChange={(event) => onDays(Number(event.target.value))}
            sx={{ minWidth: 120 }}
          >
            {ROTATION_DAYS.map((d) => (
              <MenuItem key={d} value={d}>
                {d} días
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" onClick={onOpenSelection}>
            Seleccionar Productos ({selected.length})
          </Button>
        </Box>
      }
    >
      {selected.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          {selected.slice(0, 5).map((item) => (
            <Chip key={item.id} size="small" label={item.name} />
          ))}
          {selected.length > 5 && <Chip size="small" label={`+${selected.length - 5} más`} />}
        </Box>
      )}
      {moving.length === 0 ? (
        <EmptyState title="No hay salidas de productos en el período" />
      ) : (
        <BarChart
          skipAnimation
          height={300}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: moving.map((item) => item.sku), width: 90 }]}
          xAxis={[{ label: 'Índice de rotación', valueFormatter: (v: number) => formatNumberCL(v, 2) }]}
          series={[
            {
              data: moving.map((item) => item.rotation_index),
              label: 'Índice de rotación',
              valueFormatter: (v) => formatNumberCL(v ?? 0, 2),
            },
          ]}
          hideLegend
        />
      )}
    </SectionCard>
  );
}
