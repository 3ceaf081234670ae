import {
  LOT_DEVIATION_REASONS,
  LOT_DEVIATION_REASON_LABELS,
  formatNumberCL,
  strategyChipLabel,
  type IssueStrategy,
} from '@bodega/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { muiField } from '../../../lib/form';
import type { EgresoFormValues, EgresoLine } from '../lib/lines';
import { ExpiryChip } from '../../../components/expiry-chip';

interface EgresoLinesProps {
  keys: string[];
  lines: EgresoLine[];
  strategy: IssueStrategy;
  register: UseFormRegister<EgresoFormValues>;
  errors: FieldErrors<EgresoFormValues>['items'];
  onOpenWarning: (index: number) => void;
  onRemove: (index: number) => void;
}

function ComplianceChip({ line, strategy, onClick }: { line: EgresoLine; strategy: IssueStrategy; onClick: () => void }) {
  const label = strategyChipLabel(strategy, line.strategy_compliant, line.meta.ignored);
  if (line.strategy_compliant) return <Chip size="small" color="success" label={label} />;
  return (
    <Chip
      size="small"
      color="warning"
      variant={line.meta.ignored ? 'outlined' : 'filled'}
      label={label}
      onClick={onClick}
      title={line.strategy_warning ?? undefined}
      aria-label={`${label}: ver advertencia de ${line.product_name}`}
    />
  );
}

/** The scanned lines: one card each (the same on phones), quantity editable, compliance chip. */
export function EgresoLines({ keys, lines, strategy, register, errors, onOpenWarning, onRemove }: EgresoLinesProps) {
  return (
    <Stack spacing={1} role="group" aria-label="Productos de la salida">
      {keys.map((key, index) => {
        const line = lines[index];
        if (!line) return null;
        const lineErrors = errors?.[index];
        const quantityError = lineErrors?.quantity?.message;
        const productError = lineErrors?.product_id?.message ?? lineErrors?.lot_number?.message;
        return (
          <Paper
            key={key}
            variant="outlined"
            sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
            data-testid="egreso-line"
          >
            <Box sx={{ flex: '1 1 100%', minWidth: 0, '@media (min-width:769px)': { flexBasis: 220 } }}>
              <Typography sx={{ fontWeight: 600 }}>{line.product_name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {line.product_sku}
                {line.lot_number ? ` · Lote ${line.lot_number}` : ' · Sin lote (se asigna por estrategia)'}
                {line.serial_number ? ` · Serie ${line.serial_number}` : ''}
              </Typography>
              <ExpiryChip expiry={line.expiry_date} />
              {productError && (
                <Typography variant="caption" color="error" role="alert">
                  {productError}
                </Typography>
              )}
            </Box>
            <ComplianceChip line={line} strategy={strategy} onClick={() => onOpenWarning(index)} />
            <TextField
              {...muiField(register(`items.${index}.quantity`, { valueAsNumber: true }))}
              type="number"
              label="Cantidad"
              size="small"
              sx={{ width: 112, ml: 'auto' }}
              error={Boolean(quantityError)}
              helperText={quantityError ?? `Disponible: ${formatNumberCL(line.meta.available)}`}
              slotProps={{
                htmlInput: { min: 1, step: 1, 'aria-label': `Cantidad de ${line.product_name}` },
                formHelperText: { sx: { mx: 0.5, whiteSpace: 'nowrap' } },
              }}
            />
            {(!line.strategy_compliant || lineErrors?.deviation_reason || lineErrors?.deviation_text) && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flex: '1 1 100%' }}>
                <TextField
                  {...muiField(register(`items.${index}.deviation_reason`, { setValueAs: (v: string) => v || null }))}
                  select
                  size="small"
                  label="Motivo para tomar otro lote"
                  sx={{ minWidth: 240 }}
                  defaultValue={line.deviation_reason ?? ''}
                  error={Boolean(lineErrors?.deviation_reason)}
                  helperText={lineErrors?.deviation_reason?.message ?? 'Exigido si la categoría advierte la estrategia'}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="">Sin motivo</option>
                  {LOT_DEVIATION_REASONS.map((code) => (
                    <option key={code} value={code}>
                      {LOT_DEVIATION_REASON_LABELS[code]}
                    </option>
                  ))}
                </TextField>
                {line.deviation_reason === 'otro' && (
                  <TextField
                    {...muiField(register(`items.${index}.deviation_text`))}
                    size="small"
                    label="Describa el motivo"
                    error={Boolean(lineErrors?.deviation_text)}
                    helperText={lineErrors?.deviation_text?.message}
                  />
                )}
              </Box>
            )}
            <Tooltip title="Quitar">
              <IconButton color="error" onClick={() => onRemove(index)} aria-label={`Quitar ${line.product_name}`}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </Paper>
        );
      })}
    </Stack>
  );
}
