import {
  AREAS_SERVICIO,
  AREA_SERVICIO_LABELS,
  DEFAULT_ISSUE_STRATEGY,
  EGRESO_MESSAGES,
  ISSUE_STRATEGIES,
  ISSUE_STRATEGY_DESCRIPTIONS,
  ISSUE_STRATEGY_LABELS,
  defaultEgresoReference,
  type IssueStrategy,
} from '@bodega/domain';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { ScanField } from '../../../components/scan';
import { MOBILE_QUERY } from '../../../config/layout';
import { errorMessage } from '../../../lib/api-client';
import { fieldProps } from '../../../lib/form';
import { useFormDialog } from '../../../lib/use-form-dialog';
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

/** 'Nueva Salida' (New issue): area, strategy, scanned lines, compliance per line. */
export function NewEgresoDialog({ open, onClose, onCreated }: NewEgresoDialogProps) {
  const phone = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const create = useCreateEgressOrder();
  const dialog = useFormDialog({
    open,
    // The scan field's message belongs to one opening.
    onClose: () => {
      actions.status.clear();
      onClose();
    },
    mode: 'onTouched',
    defaultValues: emptyValues(),
    resolver: egresoFormResolver,
    submit: (payload) => create.mutateAsync(payload),
    success: EGRESO_MESSAGES.created,
    failure: (error) => errorMessage(error, EGRESO_MESSAGES.createError),
    toastMs: TOAST_MS,
    // The page closes the dialog and opens the new order's report.
    stayOpen: true,
    onSuccess: (order) => {
      actions.status.clear();
      onCreated(order);
    },
  });
  const { form } = dialog;
  const {
    control,
    formState: { errors },
  } = form;
  const lines = useFieldArray({ control, name: 'items', keyName: 'key' });
  const items = useWatch({ control, name: 'items' });
  const strategy = useWatch({ control, name: 'strategy' });
  const actions = useLineActions(form, lines);

  const itemsError = errors.items?.message ?? errors.items?.root?.message;
  const warningLine = actions.warningIndex !== null ? (items[actions.warningIndex] ?? null) : null;

  return (
    <>
      <FormDialog
        open={open}
        id="new-egreso"
        title="Nueva Salida"
        submitLabel="Registrar Salida"
        maxWidth="md"
        dialog={{ ...dialog, canSubmit: !dialog.submitting && !actions.checking && !actions.scanning }}
      >
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, pt: 1 }}>
          <TextField {...fieldProps(form, 'order_number')} label="N° de Orden" size="small" />
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
          register={form.register}
          errors={errors.items}
          onOpenWarning={actions.setWarningIndex}
          onRemove={lines.remove}
        />
        <TextField {...fieldProps(form, 'notes')} label="Notas" multiline minRows={2} fullWidth size="small" sx={{ mt: 2 }} />
      </FormDialog>
      <StrategyWarningDialog
        line={warningLine}
        strategy={strategy}
        busy={actions.checking}
        onUseSuggestion={() => void actions.takeSuggestion()}
        onIgnore={actions.ignoreStrategy}
        onClose={() => actions.setWarningIndex(null)}
      />
    </>
  );
}
