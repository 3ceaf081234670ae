import {
  ORDER_SCREEN_MESSAGES,
  PICKING_STRATEGIES,
  automaticCriterion,
  clpLineTotal,
  formatCLP,
  isLotStrategy,
  offeredStrategies,
  strategyCriteriaError,
  type PickingStrategy,
} from '@bodega/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import type { OrderInput } from '@bodega/domain';
import { useProductLocations } from '../api/get-product-locations';
import { criteriaOptions, lineStrategy, usedElsewhere, type OrderFormValues } from '../lib/order-form';
import { ExpiryChip } from './expiry-chip';
import { ProductSearchField } from './product-search-field';

export const STRATEGY_NAMES: Record<PickingStrategy, string> = { fifo: 'FIFO', lifo: 'LIFO', fefo: 'FEFO', manual: 'Manual' };
const CRITERIA_LABELS = { lot: 'Lote', serial: 'S/N', expiry: 'Vencimiento' } as const;

interface OrderLineRowProps {
  index: number;
  control: Control<OrderFormValues, unknown, OrderInput>;
  setValue: UseFormSetValue<OrderFormValues>;
  errors: FieldErrors<OrderFormValues>;
  onRemove: () => void;
  canRemove: boolean;
}

/** One line of the order dialog: product, quantity, price, total and its picking criteria (spec 3 §2.1, §4, §5). */
export function OrderLineRow({ index, control, setValue, errors, onRemove, canRemove }: OrderLineRowProps) {
  const values = useWatch({ control }) as OrderFormValues;
  const line = values.order_lines[index]!;
  const locations = useProductLocations(line.product?.id ?? null);
  const options = useMemo(() => criteriaOptions(locations.data?.locations ?? []), [locations.data]);
  const available = { lots: options.lot, serials: options.serial, expiry_dates: options.expiry };
  const strategy = lineStrategy(values, line);
  const strategyError = line.product && strategy && locations.data ? strategyCriteriaError(strategy, available) : null;
  const used = usedElsewhere(values.order_lines, index);
  const lineErrors = errors.order_lines?.[index];
  const totalAvailable = locations.data?.total_available ?? line.product?.available_quantity ?? null;
  const auto =
    strategy && isLotStrategy(strategy)
      ? automaticCriterion(strategy, strategy === 'fefo' ? options.expiry.map((o) => ({ ...o, value: o.value })) : options.lot)
      : null;
  const set = (
    name: `order_lines.${number}.${'max_quantity' | 'criteria_value' | 'criteria_type' | 'quantity'}`,
    value: unknown,
  ) => setValue(name as never, value as never, { shouldValidate: true, shouldDirty: true });

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 1fr 1fr 1fr auto' }, gap: 1.5, alignItems: 'start' }}
      >
        <Controller
          control={control}
          name={`order_lines.${index}.product`}
          render={({ field }) => (
            <ProductSearchField
              value={field.value}
              error={lineErrors?.product?.message}
              onChange={(product) => {
                field.onChange(product);
                set(`order_lines.${index}.criteria_type`, '');
                set(`order_lines.${index}.criteria_value`, '');
                set(`order_lines.${index}.max_quantity`, product ? product.available_quantity : null);
                // Choosing a product caps the quantity at what it has available.
                if (product && line.quantity > product.available_quantity)
                  set(`order_lines.${index}.quantity`, Math.max(1, product.available_quantity));
              }}
            />
          )}
        />
        <Controller
          control={control}
          name={`order_lines.${index}.quantity`}
          render={({ field }) => (
            <TextField
              label="Cantidad"
              type="number"
              size="small"
              value={Number.isFinite(field.value) ? field.value : ''}
              onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
              error={Boolean(lineErrors?.quantity)}
              helperText={
                lineErrors?.quantity?.message ??
                (line.max_quantity !== null ? `Máximo disponible: ${line.max_quantity}` : undefined)
              }
              slotProps={{ htmlInput: { min: 1, step: 1, 'aria-label': `Cantidad línea ${index + 1}` } }}
            />
          )}
        />
        <Controller
          control={control}
          name={`order_lines.${index}.unit_price`}
          render={({ field }) => (
            <TextField
              label="Precio Unitario"
              type="number"
              size="small"
              value={Number.isFinite(field.value) && field.value !== 0 ? field.value : ''}
              onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
              error={Boolean(lineErrors?.unit_price)}
              helperText={lineErrors?.unit_price?.message}
              slotProps={{ htmlInput: { min: 1, step: 1, 'aria-label': `Precio línea ${index + 1}` } }}
            />
          )}
        />
        <TextField
          label="Total"
          size="small"
          value={Number.isFinite(line.quantity) && Number.isFinite(line.unit_price) ? formatCLP(clpLineTotal(line)) : ''}
          slotProps={{ input: { readOnly: true } }}
        />
        <IconButton aria-label={`Eliminar línea ${index + 1}`} onClick={onRemove} disabled={!canRemove} color="error">
          <DeleteIcon />
        </IconButton>
      </Box>
      {line.product && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1.5, alignItems: 'center' }}>
          {values.strategy_level === 'product' && (
            <Controller
              control={control}
              name={`order_lines.${index}.picking_strategy`}
              render={({ field }) => (
                <TextField
                  select
                  label="Estrategia"
                  size="small"
                  sx={{ minWidth: 150 }}
                  value={field.value}
                  onChange={(event) => {
                    field.onChange(event.target.value);
                    set(`order_lines.${index}.criteria_type`, '');
                    set(`order_lines.${index}.criteria_value`, '');
                  }}
                >
                  <MenuItem value="">Sin estrategia</MenuItem>
                  {(locations.data ? offeredStrategies(available) : PICKING_STRATEGIES).map((value) => (
                    <MenuItem key={value} value={value}>
                      {STRATEGY_NAMES[value]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
          {strategy === 'manual' && (
            <>
              <Controller
                control={control}
                name={`order_lines.${index}.criteria_type`}
                render={({ field }) => (
                  <TextField
                    select
                    label="Criterio"
                    size="small"
                    sx={{ minWidth: 150 }}
                    value={field.value}
                    onChange={(event) => {
                      field.onChange(event.target.value);
                      // Changing the criteria type resets its value.
                      set(`order_lines.${index}.criteria_value`, '');
                      set(`order_lines.${index}.max_quantity`, line.product?.available_quantity ?? null);
                    }}
                  >
                    {(['lot', 'serial', 'expiry'] as const).map((type) => (
                      <MenuItem key={type} value={type} disabled={options[type].length === 0}>
                        {CRITERIA_LABELS[type]}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              {line.criteria_type && (
                <Controller
                  control={control}
                  name={`order_lines.${index}.criteria_value`}
                  render={({ field }) => (
                    <TextField
                      select
                      label={CRITERIA_LABELS[line.criteria_type as 'lot']}
                      size="small"
                      sx={{ minWidth: 260 }}
                      value={field.value}
                      error={Boolean(lineErrors?.criteria_value)}
                      onChange={(event) => {
                        field.onChange(event.target.value);
                        const option = options[line.criteria_type as 'lot'].find((o) => o.value === event.target.value);
                        if (option) {
                          // The criterion's units become the line's maximum and cap the quantity.
                          set(`order_lines.${index}.max_quantity`, option.available_quantity);
                          if (line.quantity > option.available_quantity)
                            set(`order_lines.${index}.quantity`, option.available_quantity);
                        }
                      }}
                    >
                      {options[line.criteria_type as 'lot'].map((option) => (
                        <MenuItem key={option.value} value={option.value} disabled={used.has(option.value)}>
                          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                            {option.value} ({option.available_quantity} disp.)
                            {option.type !== 'expiry' && <ExpiryChip expiry={option.expiry_date} />}
                            {used.has(option.value) && <Typography variant="caption">Ya usado en otra línea</Typography>}
                          </Box>
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              )}
            </>
          )}
          {auto && strategy && (
            <Chip
              color="success"
              variant="outlined"
              label={`Automático - ${STRATEGY_NAMES[strategy]}: ${auto.type === 'expiry' ? 'vence' : 'lote'} ${auto.value} (${auto.available_quantity} disp.)`}
            />
          )}
          {auto?.expiry_date && <ExpiryChip expiry={auto.expiry_date} />}
          {totalAvailable !== null && (
            <Typography variant="caption" color="text.secondary">
              Disponible: {totalAvailable} {line.product.unit_of_measure}
            </Typography>
          )}
          {locations.isError && (
            <Alert severity="error" sx={{ py: 0 }}>
              {ORDER_SCREEN_MESSAGES.criteriaError}
            </Alert>
          )}
          {strategyError && (
            <Alert severity="warning" sx={{ py: 0 }}>
              {strategyError}
            </Alert>
          )}
        </Box>
      )}
    </Paper>
  );
}
