import { supplierSchema, type Supplier } from '@bodega/domain';
import TextField from '@mui/material/TextField';
import { FormDialog } from '../../../components/form-dialog';
import { failureText } from '../../../lib/api-client';
import { muiField } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useSaveSupplier } from '../api/suppliers';
import { SUPPLIER_TEXT as T } from '../lib/messages';

interface SupplierFormValues {
  name: string;
  rut: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
}

const valuesOf = (supplier: Supplier | null): SupplierFormValues => ({
  name: supplier?.name ?? '',
  rut: supplier?.rut ?? '',
  contact_name: supplier?.contact_name ?? '',
  contact_phone: supplier?.contact_phone ?? '',
  contact_email: supplier?.contact_email ?? '',
});

/** 'Nuevo Proveedor' / 'Editar Proveedor': name and RUT (mod-11) required, contact optional. */
export function SupplierFormDialog({
  open,
  supplier,
  onClose,
}: {
  open: boolean;
  supplier: Supplier | null;
  onClose: () => void;
}) {
  const save = useSaveSupplier();
  const editing = supplier !== null;
  const dialog = useFormDialog({
    open,
    onClose,
    subject: supplier,
    defaultValues: valuesOf(supplier),
    resolver: formResolver<SupplierFormValues, typeof supplierSchema>(supplierSchema),
    submit: (payload) => save.mutateAsync({ id: supplier?.id ?? null, payload }),
    success: editing ? T.updated : T.created,
    failure: (error) => failureText(editing ? T.updateError : T.createError, error),
    toastMs: T.toastMs,
  });
  const {
    register,
    formState: { errors },
  } = dialog.form;
  const field = (
    name: keyof SupplierFormValues,
    label: string,
    options: { required?: boolean; helper?: string; autoFocus?: boolean } = {},
  ) => (
    <TextField
      {...muiField(register(name))}
      label={label}
      required={options.required}
      autoFocus={options.autoFocus}
      fullWidth
      margin="dense"
      error={Boolean(errors[name])}
      helperText={errors[name]?.message ?? options.helper}
    />
  );
  return (
    <FormDialog
      open={open}
      id="supplier-form"
      title={editing ? 'Editar Proveedor' : 'Nuevo Proveedor'}
      dialog={dialog}
      submitLabel={editing ? 'Guardar' : 'Crear'}
    >
      {field('name', 'Nombre', { required: true, autoFocus: true })}
      {field('rut', 'RUT', { required: true, helper: 'Ej.: 76.086.428-5' })}
      {field('contact_name', 'Contacto')}
      {field('contact_phone', 'Teléfono')}
      {field('contact_email', 'Correo electrónico')}
    </FormDialog>
  );
}
