import {
  INTELLIGENT_PICKING_MESSAGES as M,
  PICKING_STRATEGIES,
  TASK_CRITERION_LABELS,
  offeredStrategies,
  taskLineCriteria,
  type PickingTaskInput,
} from '@bodega/domain';
import { alpha } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import { LineQuantityField } from '../../../components/line-items';
import { CriterionTypeSelect, ProductLineFrame, StrategySelect } from '../../../components/picking-strategy-fields';
import { ProductSearch } from '../../../components/pickers/product-search';
import { applyLineProduct, useLineCriteria, type LineField } from '../../../lib/product-line-criteria';
import { searchTaskProducts, useTaskProductStock, type TaskProduct } from '../api/task-products';
import type { TaskFormValues } from '../lib/task-form';

interface TaskLineRowProps {
  index: number;
  control: Control<TaskFormValues, unknown, PickingTaskInput>;
  setValue: UseFormSetValue<TaskFormValues>;
  errors: FieldErrors<TaskFormValues>;
  onRemove: () => void;
}

/** One line of 'Productos a Recolectar' with its 'Criterios Seleccionados' card. */
export function TaskLineRow({ index, control, setValue, errors, onRemove }: TaskLineRowProps) {
  const values = useWatch({ control }) as TaskFormValues;
  const line = values.task_lines[index]!;
  const stock = useTaskProductStock(line.product?.id ?? null);
  const { options, strategy, available, strategyError } = useLineCriteria(values, line, stock.data);
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
    <ProductLineFrame
      index={index}
      columns={{ xs: '1fr 1fr auto', md: '3fr 1fr 1fr auto' }}
      onRemove={onRemove}
      loadError={stock.isError ? M.loadCriteriaError : null}
      strategyError={strategyError}
      fields={
        <>
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
                  failedText={M.loadProductsError}
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
                    applyLineProduct(set, product, line.quantity);
                  }}
                />
              )}
            />
          </Box>
          <LineQuantityField
            control={control}
            name={`task_lines.${index}.quantity`}
            required={false}
            ariaLabel={`Cantidad línea ${index + 1}`}
            error={lineErrors?.quantity}
            hint={card.hint ?? undefined}
          />
          <TextField
            label="Unidad"
            size="small"
            value={line.product?.unit_of_measure ?? ''}
            slotProps={{ input: { readOnly: true } }}
          />
        </>
      }
      criteria={
        line.product && (
          <>
            {values.strategy_level === 'product' && (
              <StrategySelect
                minWidth={150}
                strategies={stock.data ? offeredStrategies(available) : PICKING_STRATEGIES}
                value={line.picking_strategy}
                onChange={(value) => {
                  set('picking_strategy', value);
                  set('criteria_type', '');
                  set('criteria_value', '');
                }}
              />
            )}
            <CriterionTypeSelect
              options={options}
              value={line.criteria_type}
              onChange={(type) => {
                // A manual selection clears the automatic choice.
                if (values.strategy_level === 'product') set('picking_strategy', 'manual');
                else if (values.strategy !== 'manual') setValue('strategy', 'manual', { shouldValidate: true });
                set('criteria_type', type);
                set('criteria_value', '');
              }}
            />
            {line.criteria_type && (
              <TextField
                select
                label={TASK_CRITERION_LABELS[line.criteria_type]}
                size="small"
                sx={{ minWidth: 240 }}
                value={line.criteria_value}
                onChange={(event) => set('criteria_value', event.target.value)}
              >
                {options[line.criteria_type].map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.value} ({option.available_quantity} disp.)
                  </MenuItem>
                ))}
              </TextField>
            )}
          </>
        )
      }
    >
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
    </ProductLineFrame>
  );
}
