import {
  INTELLIGENT_PICKING_MESSAGES as M,
  PICKING_STRATEGIES,
  TASK_CRITERION_LABELS,
  TASK_STRATEGY_NAMES,
  offeredStrategies,
  strategyCriteriaError,
  taskLineCriteria,
  type TaskCriterionType,
} from '@bodega/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import { alpha } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import type { PickingTaskInput } from '@bodega/domain';
import { ProductSearch } from '../../../components/pickers/product-search';
import { searchTaskProducts, useTaskProductStock, type TaskProduct } from '../api/task-products';
import { criterionOptions, taskLineStrategy, type TaskFormValues } from '../lib/task-form';

interface TaskLineRowProps {
  index: number;
  control: Control<TaskFormValues, unknown, PickingTaskInput>;
  setValue: UseFormSetValue<TaskFormValues>;
  errors: FieldErrors<TaskFormValues>;
  onRemove: () => void;
}

type LineField = 'max_quantity' | 'criteria_value' | 'criteria_type' | 'quantity' | 'picking_strategy';

/** One line of 'Productos a Recolectar' with its 'Criterios Seleccionados' card (spec 3 §2.4, §5). */
export function TaskLineRow({ index, control, setValue, errors, onRemove }: TaskLineRowProps) {
  const values = useWatch({ control }) as TaskFormValues;
  const line = values.task_lines[index]!;
  const stock = useTaskProductStock(line.product?.id ?? null);
  const options = useMemo(() => criterionOptions(stock.data?.locations ?? []), [stock.data]);
  const strategy = taskLineStrategy(values, line);
  const manual =
    line.criteria_type && line.criteria_value
      ? (options[line.criteria_type].find((o) => o.value === line.criteria_value) ?? null)
      : null;
  const card = taskLineCriteria({
    strategy,
    quantity: line.quantity,
    lots: options.lot,
    expiries: options.expiry,
    manual,
    productAvailable: stock.data?.total_available ?? null,
  });
  const available = { lots: options.lot, serials: options.serial, expiry_dates: options.expiry };
  const strategyError = line.product && strategy && stock.data ? strategyCriteriaError(strategy, available) : null;
  const lineErrors = errors.task_lines?.[index];
  const set = (name: LineField, value: unknown) =>
    setValue(`task_lines.${index}.${name}` as never, value as never, { shouldValidate: true, shouldDirty: true });

  // The line's maximum is what its criteria (or the product) hold free, from the inventory rows.
  const max = stock.data ? card.available : null;
  useEffect(() => {
    if (max === null || line.max_quantity === max) return;
    set('max_quantity', max);
    if (Number.isFinite(line.quantity) && line.quantity > max) set('quantity', Math.max(1, max));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the availability read changes
  }, [max]);

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr auto', md: '3fr 1fr 1fr auto' },
          gap: 1.5,
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <Controller
            control={control}
            name={`task_lines.${index}.product`}
            render={({ field }) => (
              <ProductSearch<TaskProduct>
                value={field.value}
                search={searchTaskProducts}
                searchKey="picking-task-products"
                autoSelect
                error={lineErrors?.product?.message}
                hint="Escribe SKU o nombre para buscar..."
                emptyText="No se encontraron productos"
                optionLabel={(p) => `${p.name} (${p.sku})`}
                optionDetail={(p) => (
                  <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
                    {`${p.sku} | ${p.available_quantity} | ${p.unit_of_measure}`}
                    {!p.has_stock && <Chip size="small" color="error" label="Sin Stock" />}
                  </Box>
                )}
                optionDisabled={(p) => !p.has_stock}
                onChange={(product) => {
                  field.onChange(product);
                  set('criteria_type', '');
                  set('criteria_value', '');
                  set('max_quantity', product ? product.available_quantity : null);
                  // Choosing a product caps the quantity at its availability.
                  if (product && line.quantity > product.available_quantity)
                    set('quantity', Math.max(1, product.available_quantity));
                }}
              />
            )}
          />
        </Box>
        <Controller
          control={control}
          name={`task_lines.${index}.quantity`}
          render={({ field }) => (
            <TextField
              label="Cantidad"
              type="number"
              size="small"
              value={Number.isFinite(field.value) ? field.value : ''}
              onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
              error={Boolean(lineErrors?.quantity)}
              helperText={lineErrors?.quantity?.message ?? card.hint ?? undefined}
              slotProps={{ htmlInput: { min: 1, step: 1, 'aria-label': `Cantidad línea ${index + 1}` } }}
            />
          )}
        />
        <TextField
          label="Unidad"
          size="small"
          value={line.product?.unit_of_measure ?? ''}
          slotProps={{ input: { readOnly: true } }}
        />
        <IconButton aria-label={`Eliminar línea ${index + 1}`} onClick={onRemove} color="error">
          <DeleteIcon />
        </IconButton>
      </Box>
      {line.product && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1.5, alignItems: 'center' }}>
          {values.strategy_level === 'product' && (
            <TextField
              select
              label="Estrategia"
              size="small"
              sx={{ minWidth: 150 }}
              value={line.picking_strategy}
              onChange={(event) => {
                set('picking_strategy', event.target.value);
                set('criteria_type', '');
                set('criteria_value', '');
              }}
            >
              {(stock.data ? offeredStrategies(available) : PICKING_STRATEGIES).map((value) => (
                <MenuItem key={value} value={value}>
                  {TASK_STRATEGY_NAMES[value]}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            select
            label="Criterio"
            size="small"
            sx={{ minWidth: 150 }}
            value={line.criteria_type}
            onChange={(event) => {
              // A manual selection clears the automatic choice.
              if (values.strategy_level === 'product') set('picking_strategy', 'manual');
              else if (values.strategy !== 'manual') setValue('strategy', 'manual', { shouldValidate: true });
              set('criteria_type', event.target.value);
              set('criteria_value', '');
            }}
          >
            {(['lot', 'serial', 'expiry'] as const).map((type) => (
              <MenuItem key={type} value={type} disabled={options[type].length === 0}>
                {TASK_CRITERION_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
          {line.criteria_type && (
            <TextField
              select
              label={TASK_CRITERION_LABELS[line.criteria_type]}
              size="small"
              sx={{ minWidth: 240 }}
              value={line.criteria_value}
              onChange={(event) => set('criteria_value', event.target.value)}
            >
              {options[line.criteria_type as TaskCriterionType].map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.value} ({option.available_quantity} disp.)
                </MenuItem>
              ))}
            </TextField>
          )}
          {stock.isError && (
            <Alert severity="error" sx={{ py: 0 }}>
              {M.loadCriteriaError}
            </Alert>
          )}
          {strategyError && (
            <Alert severity="warning" sx={{ py: 0 }}>
              {strategyError}
            </Alert>
          )}
        </Box>
      )}
      {card.heading && card.criteria.length > 0 && (
        <Box
          sx={{
            mt: 1.5,
            p: 1.5,
            borderRadius: 1,
            bgcolor: (theme) => alpha(theme.palette.success.main, 0.08),
            border: 1,
            borderColor: 'success.main',
          }}
          data-testid={`criterios-${index}`}
        >
          <Typography variant="subtitle2" color="success.dark">
            Criterios Seleccionados {card.heading}
          </Typography>
          {card.criteria.map((criterion) => (
            <Typography key={`${criterion.type}-${criterion.value}`} variant="body2">
              {TASK_CRITERION_LABELS[criterion.type]} {criterion.value}: {criterion.quantity} unidades
            </Typography>
          ))}
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            Total: {card.total} unidades
          </Typography>
        </Box>
      )}
    </Paper>
  );
}
