import {
  AREAS_SERVICIO,
  AREA_SERVICIO_LABELS,
  DEFAULT_ISSUE_STRATEGY,
  EGRESO_MESSAGES,
  ISSUE_STRATEGIES,
  ISSUE_STRATEGY_DESCRIPTIONS,
  ISSUE_STRATEGY_LABELS,
  defaultEgresoReference,
  type EgresoCreate,
  type IssueStrategy,
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
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { ScanField } from '../../../components/scan';
import { MOBILE_QUERY } from '../../../config/layout';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { muiField } from '../../../lib/form';
import { useCreateEgressOrder } from '../api/create-egress-order';
import type { EgresoDetail } from '../api/types';
import { egresoFormResolver } from '../lib/form-resolver';
import type { EgresoFormValues } from '../lib/lines';
import { TOAST_MS } from '../lib/toasts';
import { EgresoLines } from './egreso-lines';
import { StrategyWarningDialog } from './strategy-warning-dialog';
import { useLineActions } from './use-line-actions';

function emptyValues(): EgresoFormValues {
  return { order_number: defaultEgresoReference(), area_servicio: '', strategy: DEFAULT_ISSUE_STRATEGY, notes: '', items: [] };
}

interface NewEgresoDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (order: EgresoDetail) => void;
}

/** 'Nueva Salida' (spec 1 §2.8, §5 New issue): area, strategy, scanned lines, compliance per line. */
export function NewEgresoDialog({ open, onClose, onCreated }: NewEgresoDialogProps) {
  const phone = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateEgressOrder();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EgresoFormValues, unknown, EgresoCreate>({ mode: 'onTouched', resolver: egresoFormResolver, defaultValues: emptyValues() });
  const { register, control, handleSubmit, reset, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const lines = useFieldArray({ control, name: 'items', keyName: 'key' });
  const items = useWatch({ control, name: 'items' });
  const strategy = useWatch({ control, name: 'strategy' });
  const actions = useLineActions(form, lines);

  const close = () => {
    if (isSubmitting) return;
    setFailure(null);
    actions.status.clear();
    reset(emptyValues());
    onClose();
  };

  const onSubmit = async (payload: EgresoCreate) => {
    setFailure(null);
    try {
      const order = await create.mutateAsync(payload);
      enqueueSnackbar(EGRESO_MESSAGES.created, { variant: 'success', autoHideDuration: TOAST_MS.success });
      reset(emptyValues());
      actions.status.clear();
      onCreated(order);
    } catch (error) {
      const message = errorMessage(error, EGRESO_MESSAGES.createError);
      if (error instanceof ApiError) {
        for (const [field, text] of Object.entries(error.fields ?? {})) setError(field as FieldPath<EgresoFormValues>, { type: 'server', message: text });
      }
      setFailure(message);
      enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST_MS.error });
    }
  };

  const itemsError = errors.items?.message ?? errors.items?.root?.message;
  const warningLine = actions.warningIndex !== null ? (items[actions.warningIndex] ?? null) : null;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="new-egreso-title">
      <form noValidate onSubmit={handleSubmit(onSubmit)} style={{ display: 'contents' }}>
        <DialogTitle id="new-egreso-title">Nueva Salida</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, pt: 1 }}>
            <TextField
              {...muiField(register('order_number'))}
              label="N° de Orden"
              size="small"
              error={Boolean(errors.order_number)}
              helperText={errors.order_number?.message}
            />
            <Controller
              control={control}
              name="area_servicio"
              render={({ field }) => (
                <TextField
                  {...field}
                  inputRef={field.ref}
                  select
                  required
                  size="small"
                  label="Área / Servicio"
                  error={Boolean(errors.area_servicio)}
                  helperText={errors.area_servicio?.message}
                >
                  {AREAS_SERVICIO.map((area) => (
                    <MenuItem key={area} value={area}>
                      {AREA_SERVICIO_LABELS[area]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={control}
              name="strategy"
              render={({ field }) => (
                <TextField
                  {...field}
                  inputRef={field.ref}
                  select
                  size="small"
                  label="Estrategia"
                  disabled={actions.checking}
                  helperText={ISSUE_STRATEGY_DESCRIPTIONS[field.value]}
                  onChange={(event) => {
                    const next = event.target.value as IssueStrategy;
                    field.onChange(next);
                    void actions.recheck(next);
                  }}
                >
                  {ISSUE_STRATEGIES.map((option) => (
                    <MenuItem key={option} value={option}>
                      {ISSUE_STRATEGY_LABELS[option]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Box>
          <Box sx={{ mt: 2 }}>
            <ScanField
              label="Código de barras, GS1 o SKU"
              onScan={(code) => void actions.onScan(code)}
              status={actions.status.status}
              onInput={actions.status.onInput}
              emptyMessage={EGRESO_MESSAGES.emptyScan}
              busy={actions.scanning}
              autoFocus={!phone}
            />
          </Box>
          <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
            Productos ({items.length})
          </Typography>
          {items.length === 0 && (
            <Typography variant="body2" color={itemsError ? 'error' : 'text.secondary'} role={itemsError ? 'alert' : undefined}>
              {itemsError ?? 'Escanee un código para agregar productos a la salida.'}
            </Typography>
          )}
          <EgresoLines
            keys={lines.fields.map((field) => field.key)}
            lines={items}
            strategy={strategy}
            register={register}
            errors={errors.items}
            onOpenWarning={actions.setWarningIndex}
            onRemove={lines.remove}
          />
          <TextField
            {...muiField(register('notes'))}
            label="Notas"
            multiline
            minRows={2}
            fullWidth
            size="small"
            sx={{ mt: 2 }}
            error={Boolean(errors.notes)}
            helperText={errors.notes?.message}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting || actions.checking || actions.scanning}>
            Registrar Salida
          </Button>
        </DialogActions>
      </form>
      <StrategyWarningDialog
        line={warningLine}
        strategy={strategy}
        busy={actions.checking}
        onUseSuggestion={() => void actions.takeSuggestion()}
        onIgnore={actions.ignoreStrategy}
        onClose={() => actions.setWarningIndex(null)}
      />
    </Dialog>
  );
}
