import { formatNumberCL, rotationColor } from '@bodega/domain';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useRotation } from '../api/get-rotation';
import type { AnalyticsFilters, RotationItem } from '../api/types';

/** Choose the products of the demand prediction, searched by name or SKU, with their rotation index. */
export function ProductSelectionDialog({
  open,
  filters,
  days,
  selected,
  top10,
  onClose,
  onApply,
}: {
  open: boolean;
  filters: AnalyticsFilters;
  days: number;
  selected: RotationItem[];
  top10: RotationItem[];
  onClose: () => void;
  onApply: (items: RotationItem[]) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [draft, setDraft] = useState<RotationItem[]>(selected);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(search.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [search]);
  const results = useRotation(filters, days, { search: debounced, limit: 50, enabled: open });
  const isSelected = (id: number) => draft.some((item) => item.id === id);
  const toggle = (item: RotationItem) =>
    setDraft((current) => (isSelected(item.id) ? current.filter((i) => i.id !== item.id) : [...current, item]));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Seleccionar Productos</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          size="small"
          placeholder="Buscar productos..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ mt: 1 }}
        />
        <Stack direction="row" spacing={1} sx={{ my: 1, alignItems: 'center' }}>
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            {draft.length} seleccionados
          </Typography>
          <Button size="small" onClick={() => setDraft(top10)}>
            Top 10 Rotación
          </Button>
          <Button size="small" onClick={() => setDraft([])}>
            Limpiar Todo
          </Button>
        </Stack>
        <List dense sx={{ maxHeight: 400, overflow: 'auto' }}>
          {(results.data ?? []).map((item) => (
            <ListItemButton key={item.id} onClick={() => toggle(item)}>
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  checked={isSelected(item.id)}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-label': item.name } }}
                />
              </ListItemIcon>
              <ListItemText primary={item.name} secondary={`${item.sku} · ${item.category ?? 'Sin categoría'}`} />
              <Chip size="small" color={rotationColor(item.rotation_index)} label={formatNumberCL(item.rotation_index, 2)} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={() => onApply(draft)}>
          Aplicar Selección ({draft.length})
        </Button>
      </DialogActions>
    </Dialog>
  );
}
