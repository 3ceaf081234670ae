import { zodResolver } from '@hookform/resolvers/zod';
import {
  CUSTOMER_MESSAGES,
  ORDER_SCREEN_MESSAGES,
  ORDER_TOAST_MS,
  customerSchema,
  isValidRun,
  type CustomerInput,
} from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { ApiError, errorMessage } from '../../lib/api-client';
import { muiField } from '../../lib/form';
import { useCreateCustomer, type Customer } from './customers-api';

type CustomerFormValues = Record<Exclude<keyof CustomerInput, never>, string>;

const EMPTY: CustomerFormValues = {
  name: '',
  tax_id: '',
  contact_person: '',
  contact_phone: '',
  contact_email: '',
  city: '',
  address: '',
  country: 'Chile',
  postal_code: '',
  payment_terms: '',
};

const FIELDS: { name: keyof CustomerFormValues; label: string; required?: boolean; full?: boolean }[] = [
  { name: 'name', label: 'Nombre', required: true },
  { name: 'tax_id', label: 'RUT', required: true },
  { name: 'contact_person', label: 'Persona de contacto' },
  { name: 'contact_phone', label: 'Teléfono de contacto' },
  { name: 'contact_email', label: 'Email de contacto' },
  { name: 'city', label: 'Comuna' },
  { name: 'address', label: 'Dirección', full: true },
  { name: 'country', label: 'País' },
  { name: 'postal_code', label: 'Código postal' },
  { name: 'payment_terms', label: 'Condiciones de pago' },
];

/** 'Nuevo Cliente' (Customer form): 800 px, persistent; the RUT is checked as it is typed. */
export function NewCustomerDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (customer: Customer) => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateCustomer();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, setError, formState } = useForm<CustomerFormValues>({
    mode: 'onChange',
    resolver: zodResolver(customerSchema) as unknown as Resolver<CustomerFormValues>,
    defaultValues: EMPTY,
  });
  const { errors, isValid, isSubmitting } = formState;
  const taxId = useWatch({ control, name: 'tax_id' });
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  // As typed: once it has the length of a RUT, an invalid check digit shows at once.
  const rutHint =
    taxId && taxId.replace(/[.\-\s]/g, '').length >= 8 && !isValidRun(taxId) ? CUSTOMER_MESSAGES.rutInvalid : undefined;

  const onSubmit = async (values: CustomerFormValues) => {
    setFailure(null);
    try {
      const customer = await create.mutateAsync(values as unknown as CustomerInput);
      enqueueSnackbar(ORDER_SCREEN_MESSAGES.customerCreated, { variant: 'success', autoHideDuration: ORDER_TOAST_MS.short });
      setFailure(null);
      onCreated(customer);
    } catch (error) {
      const message = errorMessage(error, ORDER_SCREEN_MESSAGES.customerError);
      if (error instanceof ApiError) {
        for (const [field, text] of Object.entries(error.fields ?? {})) {
          if (field in EMPTY) setError(field as FieldPath<CustomerFormValues>, { message: text });
        }
      }
      setFailure(message);
      enqueueSnackbar(message, { variant: 'error', autoHideDuration: ORDER_TOAST_MS.short });
    }
  };

  return (
    <Dialog
      open={open}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 800 } } }}
      aria-labelledby="new-customer-title"
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id="new-customer-title">Nuevo Cliente</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
            {FIELDS.map((field) => {
              const message = field.name === 'tax_id' ? (errors.tax_id?.message ?? rutHint) : errors[field.name]?.message;
              return (
                <TextField
                  key={field.name}
                  label={field.label}
                  required={field.required}
                  size="small"
                  {...muiField(register(field.name))}
                  error={Boolean(message)}
                  helperText={message ?? (field.name === 'tax_id' ? 'Formato: 12.345.678-9' : undefined)}
                  sx={field.full ? { gridColumn: { sm: '1 / -1' } } : undefined}
                />
              );
            })}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              setFailure(null);
              onClose();
            }}
            disabled={isSubmitting}
          >
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>
            Crear Cliente
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
