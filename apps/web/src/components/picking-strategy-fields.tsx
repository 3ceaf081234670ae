import {
  PICKING_STRATEGIES,
  TASK_CRITERION_LABELS,
  TASK_STRATEGY_NAMES,
  type PickingStrategy,
  type TaskCriterionType,
} from '@bodega/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

interface StrategySelectProps {
  value: PickingStrategy | '';
  onChange: (value: PickingStrategy | '') => void;
  /** Which strategies to offer (all by default). */
  strategies?: readonly PickingStrategy[];
  /** Offers 'Sin estrategia' (''). */
  allowNone?: boolean;
  minWidth?: number;
}

/** 'Estrategia': FIFO, LIFO, FEFO or Manual. */
export function StrategySelect({ value, onChange, strategies = PICKING_STRATEGIES, allowNone, minWidth }: StrategySelectProps) {
  return (
    <TextField
      select
      label="Estrategia"
      size="small"
      sx={minWidth ? { minWidth } : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value as PickingStrategy | '')}
    >
      {allowNone && <MenuItem value="">Sin estrategia</MenuItem>}
      {strategies.map((strategy) => (
        <MenuItem key={strategy} value={strategy}>
          {TASK_STRATEGY_NAMES[strategy]}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface CriterionTypeSelectProps {
  value: TaskCriterionType | '';
  onChange: (type: TaskCriterionType) => void;
  /** The options of each type; a type without any is disabled. */
  options: Record<TaskCriterionType, readonly unknown[]>;
}

/** 'Criterio': Lote, S/N or Vencimiento. */
export function CriterionTypeSelect({ value, onChange, options }: CriterionTypeSelectProps) {
  return (
    <TextField
      select
      label="Criterio"
      size="small"
      sx={{ minWidth: 150 }}
      value={value}
      onChange={(event) => onChange(event.target.value as TaskCriterionType)}
    >
      {(['lot', 'serial', 'expiry'] as const).map((type) => (
        <MenuItem key={type} value={type} disabled={options[type].length === 0}>
          {TASK_CRITERION_LABELS[type]}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface ProductLineFrameProps {
  index: number;
  /** The grid's columns (the last one holds the delete button). */
  columns: { xs: string; md: string };
  /** The line's inputs, one a grid cell. */
  fields: ReactNode;
  onRemove: () => void;
  canRemove?: boolean;
  /** The strategy and criteria row, shown once a product is chosen. */
  criteria: ReactNode;
  /** The criteria row's alerts: the stock could not be read, the strategy does not fit. */
  loadError: string | null;
  strategyError: string | null;
  children?: ReactNode;
}

/** One product line of the order and picking-task forms: its inputs, 'Eliminar línea N' and its criteria. */
export function ProductLineFrame({
  index,
  columns,
  fields,
  onRemove,
  canRemove = true,
  criteria,
  loadError,
  strategyError,
  children,
}: ProductLineFrameProps) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: columns, gap: 1.5, alignItems: 'start' }}>
        {fields}
        <IconButton aria-label={`Eliminar línea ${index + 1}`} onClick={onRemove} disabled={!canRemove} color="error">
          <DeleteIcon />
        </IconButton>
      </Box>
      {criteria && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1.5, alignItems: 'center' }}>
          {criteria}
          {loadError && (
            <Alert severity="error" sx={{ py: 0 }}>
              {loadError}
            </Alert>
          )}
          {strategyError && (
            <Alert severity="warning" sx={{ py: 0 }}>
              {strategyError}
            </Alert>
          )}
        </Box>
      )}
      {children}
    </Paper>
  );
}
