import { MOVEMENT_TOASTS, consolidationDetails, locationConsolidationSchema } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormDialog, FormIntro } from '../../../components/form-dialog';
import { fieldProps } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useConsolidateProduct } from '../api/consolidate-product';
import type { ConsolidationCandidate } from '../api/types';
import { failureText, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '../lib/messages';
import { ConsolidationCandidates } from './consolidation-candidates';

interface FormValues {
  product_id: number | null;
  destination_location_id: number | null;
  notes: string;
}

const EMPTY: FormValues = { product_id: null, destination_location_id: null, notes: '' };

/** 'Consolidar Ubicaciones': brings every other location's stock of a product into one. */
export function ConsolidateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const consolidate = useConsolidateProduct();
  const [candidate, setCandidate] = useState<ConsolidationCandidate | null>(null);
  const dialog = useFormDialog({
    open,
    // Each opening starts with no product chosen.
    onClose: () => {
      setCandidate(null);
      onClose();
    },
    defaultValues: EMPTY,
    resolver: formResolver<FormValues, typeof locationConsolidationSchema>(locationConsolidationSchema),
    submit: (payload) => consolidate.mutateAsync(payload),
    success: (movement) => `${MOVEMENT_TOASTS.consolidationCreated}: ${movement.reference}`,
    failure: (error) => failureText(MOVEMENT_TOASTS.consolidationError, error),
    toastMs: { success: TOAST_SUCCESS_MS, error: TOAST_ERROR_MS },
  });
  const {
    control,
    setValue,
    formState: { errors },
  } = dialog.form;

  const destination = useWatch({ control, name: 'destination_location_id' });

  const choose = (next: ConsolidationCandidate) => {
    setCandidate(next);
    setValue('product_id', next.product.id, { shouldValidate: true });
    // The location holding most is the natural destination: the fewest units move.
    const largest = [...next.locations].sort((a, b) => b.quantity - a.quantity)[0];
    setValue('destination_location_id', largest?.location_id ?? null, { shouldValidate: true });
  };

  const preview =
    candidate && destination
      ? consolidationDetails(
          candidate.product.id,
          destination,
          candidate.locations.map((l) => ({ product_id: candidate.product.id, ...l })),
        )
      : [];
  const codeOf = (id: number) => candidate?.locations.find((l) => l.location_id === id)?.code ?? String(id);

  return (
    <FormDialog
      open={open}
      id="consolidate"
      title="Consolidar Ubicaciones"
      submitLabel="Crear Movimiento"
      maxWidth={false}
      paperMaxWidth={800}
      dialog={dialog}
      intro={
        <FormIntro>
          Elija un producto guardado en más de una ubicación y la ubicación donde reunirlo. Se crea un movimiento pendiente que
          trae todo el stock de las demás ubicaciones.
        </FormIntro>
      }
    >
      {errors.product_id && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {errors.product_id.message}
        </Alert>
      )}
      <ConsolidationCandidates enabled selectedId={candidate?.product.id ?? null} onSelect={choose} />
      {candidate && (
        <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
          <Controller
            control={control}
            name="destination_location_id"
            render={({ field }) => (
              <TextField
                select
                size="small"
                label="Ubicación de destino"
                required
                name={field.name}
                inputRef={field.ref}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(Number(event.target.value))}
                error={Boolean(errors.destination_location_id)}
                helperText={errors.destination_location_id?.message}
              >
                {candidate.locations.map((location) => (
                  <MenuItem key={location.location_id} value={location.location_id}>
                    {location.code}
                    {location.description ? ` · ${location.description}` : ''} ({location.quantity})
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {preview.length > 0 && (
            <Alert severity="info" icon={false}>
              <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
                Se moverán:
              </Typography>
              {preview.map((line) => (
                <Typography key={line.source_location_id} variant="body2">
                  {codeOf(line.source_location_id)} → {codeOf(line.destination_location_id)}: {line.quantity}
                </Typography>
              ))}
            </Alert>
          )}
          <TextField {...fieldProps(dialog.form, 'notes')} size="small" label="Notas" multiline maxRows={3} />
        </Box>
      )}
    </FormDialog>
  );
}
