import { TASK_PRIORITY_OPTIONS, type SuggestedWave, type WaveResult, type WaveSuggestions } from '@bodega/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { IdSelectFilter } from '../../../components/filter-bar';
import { useWarehouseOptions } from '../../../components/pickers/api/facility-lists';
import { failureText } from '../../../lib/api-client';
import { useCreateWave } from '../api/create-wave';
import { usePickingPriorities } from '../api/get-priorities';
import { useSuggestWaves, type SuggestCriteria } from '../api/suggest-waves';
import { suggestedWaveName, suggestedWaveNote, WAVE_MESSAGES, WAVE_TOAST_MS } from '../lib/wave-messages';

/** A day as the end of that day in the browser's zone, as ISO (the criterion is 'required before'). */
function endOfDayIso(day: string): string {
  return new Date(`${day}T23:59:59`).toISOString();
}

/** Tab 'Sugerencias': criteria, generate, and the suggested waves with 'Crear Esta Ola'. */
export function SuggestionsTab({ onCreated }: { onCreated: (result: WaveResult) => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const warehouses = useWarehouseOptions();
  const priorities = usePickingPriorities();
  // While the scale loads, or when it fails (and says so), the domain's own scale is offered.
  const priorityOptions = priorities.data?.priorities ?? TASK_PRIORITY_OPTIONS;
  const [priority, setPriority] = useState(1);
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const [deadline, setDeadline] = useState('');
  const suggest = useSuggestWaves();
  const create = useCreateWave();
  const [result, setResult] = useState<WaveSuggestions | null>(null);
  const [criteria, setCriteria] = useState<SuggestCriteria | null>(null);

  const generate = (next: SuggestCriteria) =>
    suggest.mutate(next, {
      onSuccess: (data) => {
        setResult(data);
        setCriteria(next);
      },
      onError: (error) =>
        enqueueSnackbar(failureText(WAVE_MESSAGES.suggestError, error), {
          variant: 'error',
          autoHideDuration: WAVE_TOAST_MS.error,
        }),
    });

  const createFrom = (wave: SuggestedWave) =>
    create.mutate(
      {
        order_ids: wave.order_ids,
        name: suggestedWaveName(wave.wave_number),
        priority: wave.priority_range.max,
        notes: suggestedWaveNote(wave),
      },
      {
        onSuccess: (created) => {
          onCreated(created);
          if (criteria) generate(criteria);
        },
        onError: (error) =>
          enqueueSnackbar(failureText(WAVE_MESSAGES.createFromSuggestionError, error), {
            variant: 'error',
            autoHideDuration: WAVE_TOAST_MS.error,
          }),
      },
    );

  return (
    <Stack spacing={2}>
      <Paper
        variant="outlined"
        sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr auto' }, alignItems: 'center' }}
      >
        <TextField
          select
          size="small"
          label="Prioridad mínima"
          value={priority}
          onChange={(e) => setPriority(Number(e.target.value))}
          helperText={priorities.isError ? WAVE_MESSAGES.loadPrioritiesError : 'Esta prioridad o mayor'}
          error={priorities.isError}
        >
          {priorityOptions.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.value} - {option.name}
            </MenuItem>
          ))}
        </TextField>
        <IdSelectFilter
          label="Almacén"
          value={warehouseId}
          onChange={setWarehouseId}
          options={(warehouses.data ?? []).map((w) => ({ id: w.id, label: w.name }))}
          none={<em>Todos</em>}
          helperText={warehouses.isError ? WAVE_MESSAGES.loadWarehousesError : 'Vacío: todos'}
          error={warehouses.isError}
        />
        <TextField
          size="small"
          type="date"
          label="Fecha límite"
          value={deadline}
          onChange={(e) => setDeadline(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText="Requeridas hasta este día"
        />
        <Button
          variant="contained"
          disabled={suggest.isPending}
          onClick={() =>
            generate({ priority, warehouse_id: warehouseId, required_date_before: deadline ? endOfDayIso(deadline) : null })
          }
        >
          Generar Sugerencias
        </Button>
      </Paper>
      {result && result.suggested_waves.length === 0 && (
        <Alert severity="info">No se encontraron órdenes pendientes que cumplan los criterios para sugerir olas.</Alert>
      )}
      {result && result.suggested_waves.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2 }} data-testid="suggestions-result">
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
            <Chip label={`Órdenes analizadas: ${result.total_orders_analyzed}`} />
            <Chip color="primary" label={`Olas sugeridas: ${result.suggested_wave_count}`} />
            <Chip label={`Promedio de órdenes por ola: ${result.efficiency_metrics.average_orders_per_wave}`} />
            <Chip
              color="success"
              label={`Utilización de ubicaciones: ${Math.round(result.efficiency_metrics.location_utilization * 1000) / 10}%`}
            />
          </Box>
          {result.suggested_waves.map((wave) => (
            <Accordion key={wave.wave_number}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography>
                  <strong>{suggestedWaveName(wave.wave_number)}</strong> — {wave.order_count} órdenes, {wave.total_items} items
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography>Órdenes: {wave.order_numbers.join(', ')}</Typography>
                <Typography>Ubicaciones estimadas: {wave.estimated_locations}</Typography>
                <Typography>
                  Rango de prioridad: {wave.priority_range.min} - {wave.priority_range.max}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
                  {wave.customers.map((c) => (
                    <Chip key={c} size="small" label={c} />
                  ))}
                </Box>
                <Button variant="contained" disabled={create.isPending} onClick={() => createFrom(wave)}>
                  Crear Esta Ola
                </Button>
              </AccordionDetails>
            </Accordion>
          ))}
        </Paper>
      )}
    </Stack>
  );
}
