import {
  ORDER_SCREEN_MESSAGES,
  ORDER_TOAST_MS,
  SHIPPING_METHODS,
  allocationErrorToast,
  clpOrderTotals,
  createdToast,
  formatCLP,
  shippingAddressAfterCustomerChange,
  type OrderInput,
} from '@bodega/domain';
import AddIcon from '@mui/icons-material/Add';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { CustomerPicker } from '../../../components/customers/customer-picker';
import type { Customer } from '../../../components/customers/customers-api';
import { NewCustomerDialog } from '../../../components/customers/new-customer-dialog';
import { StrategySelect } from '../../../components/picking-strategy-fields';
import { ApiError, apiClient, errorMessage } from '../../../lib/api-client';
import { listErrorOf, muiField } from '../../../lib/form';
import { useOrder } from '../api/get-order';
import { ordersQueryKey } from '../api/keys';
import { useSaveOrder } from '../api/save-order';
import type { AllocationResult } from '../api/types';
import { emptyLine, emptyOrder, fromDetail, orderFormResolver, wantsAllocation, type OrderFormValues } from '../lib/order-form';
import { OrderLineRow } from './order-line-row';

const M = ORDER_SCREEN_MESSAGES;

const SHIPPING_FIELDS = [
  ['shipping_address', 'Dirección de envío'],
  ['shipping_city', 'Ciudad'],
  ['shipping_country', 'País'],
  ['shipping_postal_code', 'Código postal'],
] as const;

/** Order create/edit dialog: 1200 px, persistent. */
export function OrderFormDialog({ open, orderId, onClose }: { open: boolean; orderId: number | null; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const save = useSaveOrder();
  const existing = useOrder(open ? orderId : null);
  const [failure, setFailure] = useState<string | null>(null);
  const [newCustomer, setNewCustomer] = useState(false);
  const [created, setCreated] = useState<Customer | null>(null);
  const form = useForm<OrderFormValues, unknown, OrderInput>({
    mode: 'onChange',
    resolver: orderFormResolver,
    defaultValues: emptyOrder(),
  });
  const { control, register, handleSubmit, reset, setValue, setError, getValues, formState } = form;
  const { errors, isValid, isSubmitting } = formState;
  const lines = useFieldArray({ control, name: 'order_lines' });
  const watched = useWatch({ control }) as OrderFormValues;
  // The customer whose address the form last filled in, so a change of customer follows it
  // while an address the user typed stays.
  const addressCustomer = useRef<Customer | null>(null);

  useEffect(() => {
    if (!open) return;
    addressCustomer.current = null;
    if (orderId === null) reset(emptyOrder());
    else if (existing.data) reset(fromDetail(existing.data));
  }, [open, orderId, existing.data, reset]);

  const chooseCustomerAddress = (customer: Customer | null) => {
    const address = shippingAddressAfterCustomerChange(getValues('shipping_address') ?? '', addressCustomer.current, customer);
    setValue('shipping_address', address, { shouldDirty: true });
    addressCustomer.current = customer;
  };

  const close = () => {
    setFailure(null);
    setCreated(null);
    onClose();
  };

  const totals = clpOrderTotals(watched.order_lines.filter((l) => Number.isFinite(l.quantity) && Number.isFinite(l.unit_price)));

  const changeLevel = (level: 'order' | 'product') => {
    const values = getValues();
    values.order_lines.forEach((_line, i) => {
      // Order level clears the lines' own strategies; product level clears their criteria.
      if (level === 'order') setValue(`order_lines.${i}.picking_strategy`, '');
      setValue(`order_lines.${i}.criteria_type`, '');
      setValue(`order_lines.${i}.criteria_value`, '');
    });
    setValue('strategy_level', level, { shouldValidate: true });
  };
  const changeOrderStrategy = (strategy: OrderFormValues['strategy']) => {
    getValues().order_lines.forEach((_line, i) => {
      setValue(`order_lines.${i}.criteria_type`, '');
      setValue(`order_lines.${i}.criteria_value`, '');
    });
    setValue('strategy', strategy, { shouldValidate: true });
  };

  const allocateNew = async (id: number) => {
    try {
      const result = await apiClient.post<AllocationResult>(`/orders/${id}/allocate`, {});
      const toast = createdToast(result);
      enqueueSnackbar(toast.message, {
        variant: toast.variant,
        autoHideDuration: toast.variant === 'success' ? ORDER_TOAST_MS.short : ORDER_TOAST_MS.medium,
      });
    } catch (error) {
      enqueueSnackbar(createdToast('error').message, { variant: 'warning', autoHideDuration: ORDER_TOAST_MS.medium });
      if (error instanceof ApiError)
        enqueueSnackbar(allocationErrorToast(error.status, error.message), {
          variant: 'error',
          autoHideDuration: ORDER_TOAST_MS.medium,
        });
    }
    // The allocation is verified a second later.
    setTimeout(() => void client.invalidateQueries({ queryKey: ordersQueryKey }), 1000);
  };

  const onSubmit = async (payload: OrderInput) => {
    setFailure(null);
    const values = getValues();
    try {
      const order = await save.mutateAsync({ id: orderId, body: payload });
      if (orderId !== null) enqueueSnackbar(M.updated, { variant: 'success', autoHideDuration: ORDER_TOAST_MS.short });
      else if (wantsAllocation(values)) await allocateNew(order.id);
      else enqueueSnackbar(createdToast('no_strategy').message, { variant: 'success', autoHideDuration: ORDER_TOAST_MS.short });
      close();
    } catch (error) {
      const message = errorMessage(error, M.saveError);
      if (error instanceof ApiError) {
        for (const [field, text] of Object.entries(error.fields ?? {})) {
          setError(field.replace(/\.product_id$/, '.product') as FieldPath<OrderFormValues>, { message: text });
        }
      }
      setFailure(message === M.saveError ? message : `${M.saveError}: ${message}`);
      enqueueSnackbar(M.saveError, { variant: 'error', autoHideDuration: ORDER_TOAST_MS.short });
    }
  };

  return (
    <Dialog
      open={open}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 1200 } } }}
      aria-labelledby="order-form-title"
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id="order-form-title">
          {orderId === null ? 'Nueva Orden' : `Editar Orden ${existing.data?.order_number ?? ''}`}
        </DialogTitle>
        <DialogContent dividers>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' }, gap: 2, mb: 2 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1 }}>
                <Controller
                  control={control}
                  name="customer_id"
                  render={({ field }) => (
                    <CustomerPicker
                      value={field.value}
                      known={created}
                      required
                      error={errors.customer_id?.message}
                      onChange={(customer) => {
                        field.onChange(customer?.id ?? null);
                        chooseCustomerAddress(customer);
                      }}
                    />
                  )}
                />
              </Box>
              <Tooltip title="Nuevo Cliente">
                <IconButton aria-label="Nuevo Cliente" onClick={() => setNewCustomer(true)} color="primary">
                  <PersonAddIcon />
                </IconButton>
              </Tooltip>
            </Box>
            <Box>
              <Typography variant="caption" color="text.secondary" component="div">
                Prioridad
              </Typography>
              <Controller
                control={control}
                name="priority"
                render={({ field }) => (
                  <Rating
                    max={5}
                    value={field.value}
                    onChange={(_e, value) => field.onChange(value ?? 1)}
                    aria-label="Prioridad"
                  />
                )}
              />
            </Box>
            <TextField
              label="Fecha Requerida"
              type="datetime-local"
              size="small"
              {...muiField(register('required_date'))}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {SHIPPING_FIELDS.map(([name, label]) => (
              <TextField
                key={name}
                label={label}
                size="small"
                {...muiField(register(name))}
                // Filled by the form (the customer's address, an order opened to edit), the field's
                // label rises above the value instead of lying over it.
                slotProps={{ inputLabel: { shrink: watched[name] ? true : undefined } }}
              />
            ))}
            <Controller
              control={control}
              name="shipping_method"
              render={({ field }) => (
                <TextField select label="Método de envío" size="small" value={field.value} onChange={field.onChange}>
                  {SHIPPING_METHODS.map((method) => (
                    <MenuItem key={method} value={method}>
                      {method}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <FormControlLabel
              control={
                <Controller
                  control={control}
                  name="piece_by_piece_enabled"
                  render={({ field }) => <Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                />
              }
              label="Piece-by-piece (escaneo por unidad)"
            />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
            <Typography variant="subtitle2">Estrategia de picking</Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={watched.strategy_level}
              onChange={(_e, level) => level && changeLevel(level)}
              aria-label="Nivel de estrategia"
            >
              <ToggleButton value="order">Por orden</ToggleButton>
              <ToggleButton value="product">Por producto</ToggleButton>
            </ToggleButtonGroup>
            {watched.strategy_level === 'order' && (
              <StrategySelect allowNone minWidth={180} value={watched.strategy} onChange={changeOrderStrategy} />
            )}
          </Box>
          <Stack spacing={1.5}>
            {lines.fields.map((field, index) => (
              <OrderLineRow
                key={field.id}
                index={index}
                control={control}
                setValue={setValue}
                errors={errors}
                onRemove={() => lines.remove(index)}
                canRemove={lines.fields.length > 1}
              />
            ))}
          </Stack>
          {listErrorOf(errors.order_lines) && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {listErrorOf(errors.order_lines)}
            </Alert>
          )}
          <Button startIcon={<AddIcon />} onClick={() => lines.append(emptyLine())} sx={{ mt: 1 }}>
            Agregar Producto
          </Button>
          <TextField label="Notas" multiline minRows={2} fullWidth size="small" sx={{ mt: 2 }} {...muiField(register('notes'))} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 4, mt: 2 }}>
            <Typography>Subtotal: {formatCLP(totals.subtotal)}</Typography>
            <Typography>IVA (19%): {formatCLP(totals.tax_amount)}</Typography>
            <Typography sx={{ fontWeight: 600 }}>Total: {formatCLP(totals.total_amount)}</Typography>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>
            {orderId === null ? 'Crear Orden' : 'Guardar Cambios'}
          </Button>
        </DialogActions>
      </form>
      <NewCustomerDialog
        open={newCustomer}
        onClose={() => setNewCustomer(false)}
        onCreated={(customer) => {
          setCreated(customer);
          setValue('customer_id', customer.id, { shouldValidate: true, shouldDirty: true });
          chooseCustomerAddress(customer);
          setNewCustomer(false);
        }}
      />
    </Dialog>
  );
}
