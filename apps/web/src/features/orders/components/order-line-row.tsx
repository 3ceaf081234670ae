import {
  ORDER_SCREEN_MESSAGES,
  PICKING_STRATEGIES,
  TASK_CRITERION_LABELS,
  TASK_STRATEGY_NAMES,
  automaticCriterion,
  clpLineTotal,
  formatCLP,
  isLotStrategy,
  offeredStrategies,
  type OrderInput,
} from '@bodega/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import { LineQuantityField } from '../../../components/line-items';
import { CriterionTypeSelect, ProductLineFrame, StrategySelect } from '../../../components/picking-strategy-fields';
import { applyLineProduct, useLineCriteria, type LineField } from '../../../lib/product-line-criteria';
import { useProductLocations } from '../api/get-product-locations';
import { startingLinePrice, usedElsewhere, type OrderFormValues } from '../lib/order-form';
import { ExpiryChip } from '../../../components/expiry-chip';
import { ProductSearchField } from './product-search-field';

interface OrderLineRowProps {
  index: number;
  control: Control<OrderFormValues, unknown, OrderInput>;
  setValue: UseFormSetValue<OrderFormValues>;
  errors: FieldErrors<OrderFormValues>;
  onRemove: () => void;
  canRemove: boolean;
}

/** One line of the order dialog: product, quantity, price, total and its picking criteria. */
export function OrderLineRow({ index, control, setValue, errors, onRemove, canRemove }: OrderLineRowProps) {
  const values = useWatch({ control }) as OrderFormValues;
  const line = values.order_lines[index]!;
  const locations = useProductLocations(line.product?.id ?? null);
  const { options, strategy, available, strategyError } = useLineCriteria(values, line, locations.data);
  const used = usedElsewhere(values.order_lines, index);
  const lineErrors = errors.order_lines?.[index];
  const totalAvailable = locations.data?.total_available ?? line.product?.available_quantity ?? null;
  const auto =
    strategy && isLotStrategy(strategy) ? automaticCriterion(strategy, options[strategy === 'fefo' ? 'expiry' : 'lot']) : null;
  const set = (name: LineField, value: unknown) =>
    setValue(`order_lines.${index}.${name}` as never, value as never, { shouldValidate: true, shouldDirty: true });

  return (
    <ProductLineFrame
      index={index}
      columns={{ xs: '1fr', md: '3fr 1fr 1fr 1fr auto' }}
      onRemove={onRemove}
      canRemove={canRemove}
      loadError={locations.isError ? ORDER_SCREEN_MESSAGES.criteriaError : null}
      strategyError={strategyError}
      fields={
        <>
          <Controller
            control={control}
            name={`order_lines.${index}.product`}
            render={({ field }) => (
              <ProductSearchField
                value={field.value}
                error={lineErrors?.product?.message}
                onChange={(product) => {
                  field.onChange(product);
                  applyLineProduct(set, product, line.quantity);
                  // The price starts from the product's list price in whole pesos; the user may change it.
                  const price = startingLinePrice(product);
                  if (price !== null)
                    setValue(`order_lines.${index}.unit_price`, price, { shouldValidate: true, shouldDirty: true });
                }}
              />
            )}
          />
          <LineQuantityField
            control={control}
            name={`order_lines.${index}.quantity`}
            required={false}
            ariaLabel={`Cantidad línea ${index + 1}`}
            error={lineErrors?.quantity}
            hint={line.max_quantity !== null ? `Máximo disponible: ${line.max_quantity}` : undefined}
          />
          <LineQuantityField
            control={control}
            name={`order_lines.${index}.unit_price`}
            label="Precio Unitario"
            required={false}
            ariaLabel={`Precio línea ${index + 1}`}
            error={lineErrors?.unit_price}
            hideZero
          />
          <TextField
            label="Total"
            size="small"
            value={Number.isFinite(line.quantity) && Number.isFinite(line.unit_price) ? formatCLP(clpLineTotal(line)) : ''}
            slotProps={{ input: { readOnly: true } }}
          />
        </>
      }
      criteria={
        line.product && (
          <>
            {values.strategy_level === 'product' && (
              <Controller
                control={control}
                name={`order_lines.${index}.picking_strategy`}
                render={({ field }) => (
                  <StrategySelect
                    allowNone
                    minWidth={150}
                    strategies={locations.data ? offeredStrategies(available) : PICKING_STRATEGIES}
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(value);
                      set('criteria_type', '');
                      set('criteria_value', '');
                    }}
                  />
                )}
              />
            )}
            {strategy === 'manual' && (
              <>
                <Controller
                  control={control}
                  name={`order_lines.${index}.criteria_type`}
                  render={({ field }) => (
                    <CriterionTypeSelect
                      options={options}
                      value={field.value}
                      onChange={(type) => {
                        field.onChange(type);
                        // Changing the criteria type resets its value.
                        set('criteria_value', '');
                        set('max_quantity', line.product?.available_quantity ?? null);
                      }}
                    />
                  )}
                />
                {line.criteria_type && (
                  <Controller
                    control={control}
                    name={`order_lines.${index}.criteria_value`}
                    render={({ field }) => (
                      <TextField
                        select
                        label={TASK_CRITERION_LABELS[line.criteria_type as 'lot']}
                        size="small"
                        sx={{ minWidth: 260 }}
                        value={field.value}
                        error={Boolean(lineErrors?.criteria_value)}
                        onChange={(event) => {
                          field.onChange(event.target.value);
                          const option = options[line.criteria_type as 'lot'].find((o) => o.value === event.target.value);
                          if (option) {
                            // The criterion's units become the line's maximum and cap the quantity.
                            set('max_quantity', option.available_quantity);
                            if (line.quantity > option.available_quantity) set('quantity', option.available_quantity);
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
                label={`Automático - ${TASK_STRATEGY_NAMES[strategy]}: ${auto.type === 'expiry' ? 'vence' : 'lote'} ${auto.value} (${auto.available_quantity} disp.)`}
              />
            )}
            {auto?.expiry_date && <ExpiryChip expiry={auto.expiry_date} />}
            {totalAvailable !== null && (
              <Typography variant="caption" color="text.secondary">
                Disponible: {totalAvailable} {line.product.unit_of_measure}
              </Typography>
            )}
          </>
        )
      }
    />
  );
}
