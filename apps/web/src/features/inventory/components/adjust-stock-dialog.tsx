import {
  ADJUSTMENT_REASONS,
  ADJUSTMENT_TYPE_LABELS,
  ADJUSTMENT_TYPES,
  DEFAULT_ADJUSTMENT_REASON,
  INVENTORY_SCREEN_MESSAGES as M,
  applyAdjustment,
  formatNumberCL,
  stockAdjustmentSchema,
  type AdjustmentReason,
  type AdjustmentType,
} from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { applyServerFieldErrors, fieldsOf } from '../../../lib/server-errors';
import { errorMessage } from '../../../lib/api-client';
import { muiField } from '../../../lib/form';
import { useAdjustStock } from '../api/adjust-stock';
import type { GroupProduct, LotRow } from '../api/types';
import { TOAST_MS } from '../lib/toast';

export interface AdjustTarget {
  lot: Pick<LotRow, 'id' | 'lot_number' | 'quantity' | 'location_code'>;
  product: Pick<GroupProduct, 'sku' | 'name'>;
}

interface AdjustValues {
  adjustment_type: AdjustmentType;
  quantity: number;
  reason: AdjustmentReason;
  other_reason: string;
  notes: string;
}

// Adding one unit is the default: a default 'set' of 1 would wipe a lot by accident.
const DEFAULTS: AdjustValues = { adjustment_type: 'add', quantity: 1, reason: DEFAULT_ADJUSTMENT_REASON, other_reason: '', notes: '' };

/** Stock adjustment of one lot (spec 1 §5): add, subtract or set; 'Otro' needs the reason. */
export function AdjustStockDialog({ open, target, onClose }: { open: boolean; target: AdjustTarget | null; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const adjust = useAdjustStock();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, setError, formState, getValues } = useForm<AdjustValues, unknown, z.output<typeof stockAdjustmentSchema>>({
    mode: 'onChange',
    resolver: formResolver<AdjustValues, typeof stockAdjustmentSchema>(stockAdjustmentSchema),
    defaultValues: DEFAULTS,
  });
  const { errors, isSubmitting } = formState;
  const [type, quantity, reason] = useWatch({ control, name: ['adjustment_type', 'quantity', 'reason'] });

  useEffect(() => {
    if (open) reset(DEFAULTS);
  }, [open, reset]);

  const current = target?.lot.quantity ?? 0;
  const result = Number.isFinite(quantity) ? applyAdjustment(current, type, quantity) : null;

  const close = () => {
    setFailure(null);
    onClose();
  };

  const onSubmit = async (payload: z.output<typeof stockAdjustmentSchema>) => {
    if (!target) return;
    setFailure(null);
    try {
      await adjust.mutateAsync({ id: target.lot.id, payload });
      enqueueSnackbar(M.adjusted, { variant: 'success', autoHideDuration: TOAST_MS });
      close();
    } catch (error) {
      applyServerFieldErrors(error, setError, fieldsOf(getValues()));
      const message = M.failure('ajustar inventario', errorMessage(error, ''));
      setFailure(message);
      enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST_MS });
    }
  };

  return (
    <Dialog open={open} onClose={isSubmitting ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="adjust-title">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id="adjust-title">Ajustar Stock</DialogTitle>
        <DialogContent>
          {target && (
            <Box sx={{ mb: 2 }}>
              <Typography sx={{ fontWeight: 500 }}>
                {target.product.sku} · {target.product.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {M.lotLabel(target.lot.lot_number)} · Ubicación {target.lot.location_code ?? '—'} · Stock actual {formatNumberCL(current)}
              </Typography>
            </Box>
          )}
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Controller
            control={control}
            name="adjustment_type"
            render={({ field }) => (
              <ToggleButtonGroup
                exclusive
                fullWidth
                color="primary"
                size="small"
                value={field.value}
                onChange={(_event, value: AdjustmentType | null) => value && field.onChange(value)}
                aria-label="Tipo de ajuste"
                sx={{ mb: 1 }}
              >
                {ADJUSTMENT_TYPES.map((value) => (
                  <ToggleButton key={value} value={value}>
                    {ADJUSTMENT_TYPE_LABELS[value]}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            )}
          />
          <TextField
            {...muiField(register('quantity', { valueAsNumber: true }))}
            type="number"
            label={type === 'set' ? 'Nuevo total' : 'Cantidad'}
            required
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { min: type === 'set' ? 0 : 1, step: 1 } }}
            error={Boolean(errors.quantity) || result?.ok === false}
            helperText={errors.quantity?.message ?? (result ? (result.ok ? `Stock resultante: ${formatNumberCL(result.quantity)}` : result.error) : undefined)}
          />
          <Controller
            control={control}
            name="reason"
            render={({ field }) => (
              <TextField {...field} inputRef={field.ref} select label="Motivo" required fullWidth margin="dense" error={Boolean(errors.reason)} helperText={errors.reason?.message}>
                {ADJUSTMENT_REASONS.map((value) => (
                  <MenuItem key={value} value={value}>
                    {value}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {reason === 'Otro' && (
            <TextField
              {...muiField(register('other_reason'))}
              label="Especifique el motivo"
              required
              fullWidth
              margin="dense"
              error={Boolean(errors.other_reason)}
              helperText={errors.other_reason?.message}
            />
          )}
          <TextField {...muiField(register('notes'))} label="Notas" fullWidth margin="dense" multiline minRows={2} error={Boolean(errors.notes)} helperText={errors.notes?.message} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting || result?.ok === false}>
            Ajustar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
