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
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Controller, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import { fieldProps, muiField } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';
import { useFormDialog } from '../../../lib/use-form-dialog';
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
const DEFAULTS: AdjustValues = {
  adjustment_type: 'add',
  quantity: 1,
  reason: DEFAULT_ADJUSTMENT_REASON,
  other_reason: '',
  notes: '',
};

/** Stock adjustment of one lot: add, subtract or set; 'Otro' needs the reason. */
export function AdjustStockDialog({
  open,
  target,
  onClose,
}: {
  open: boolean;
  target: AdjustTarget | null;
  onClose: () => void;
}) {
  const adjust = useAdjustStock();
  const dialog = useFormDialog({
    open,
    onClose,
    defaultValues: DEFAULTS,
    resolver: formResolver<AdjustValues, typeof stockAdjustmentSchema>(stockAdjustmentSchema),
    submit: (payload) => {
      if (!target) throw new Error('Sin lote');
      return adjust.mutateAsync({ id: target.lot.id, payload });
    },
    success: M.adjusted,
    failure: (error) => M.failure('ajustar inventario', errorMessage(error, '')),
    toastMs: TOAST_MS,
  });
  const {
    register,
    control,
    formState: { errors },
  } = dialog.form;
  const [type, quantity, reason] = useWatch({ control, name: ['adjustment_type', 'quantity', 'reason'] });

  const current = target?.lot.quantity ?? 0;
  const result = Number.isFinite(quantity) ? applyAdjustment(current, type, quantity) : null;

  return (
    <FormDialog
      open={open}
      id="adjust"
      title="Ajustar Stock"
      submitLabel="Ajustar"
      // The schema's messages show under the fields on submit; a result below zero blocks it.
      dialog={{ ...dialog, canSubmit: !dialog.submitting && target !== null && result?.ok !== false }}
      intro={
        target && (
          <Box sx={{ mb: 2 }}>
            <Typography sx={{ fontWeight: 500 }}>
              {target.product.sku} · {target.product.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {M.lotLabel(target.lot.lot_number)} · Ubicación {target.lot.location_code ?? '—'} · Stock actual{' '}
              {formatNumberCL(current)}
            </Typography>
          </Box>
        )
      }
    >
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
        helperText={
          errors.quantity?.message ??
          (result ? (result.ok ? `Stock resultante: ${formatNumberCL(result.quantity)}` : result.error) : undefined)
        }
      />
      <Controller
        control={control}
        name="reason"
        render={({ field }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            select
            label="Motivo"
            required
            fullWidth
            margin="dense"
            error={Boolean(errors.reason)}
            helperText={errors.reason?.message}
          >
            {ADJUSTMENT_REASONS.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {reason === 'Otro' && (
        <TextField {...fieldProps(dialog.form, 'other_reason')} label="Especifique el motivo" required fullWidth margin="dense" />
      )}
      <TextField {...fieldProps(dialog.form, 'notes')} label="Notas" fullWidth margin="dense" multiline minRows={2} />
    </FormDialog>
  );
}
