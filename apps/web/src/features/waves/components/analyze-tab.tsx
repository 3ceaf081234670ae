import { formatPercent } from '@bodega/domain';
import type { WaveAnalysis, WaveOrderOption } from '@bodega/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { failureText } from '../../../lib/api-client';
import { useAnalyzeOrders } from '../api/analyze-orders';
import { useWaveOrders } from '../api/get-wave-orders';
import { WAVE_MESSAGES, WAVE_TOAST_MS } from '../lib/wave-messages';

/** Tab 'Analizar Órdenes': choose orders (3 chips then a count), run the analysis, read its panels. */
export function AnalyzeTab({ initial }: { initial: number[] }) {
  const { enqueueSnackbar } = useSnackbar();
  const [search, setSearch] = useState('');
  const options = useWaveOrders({ search, page: 1, per_page: 100 });
  const [chosen, setChosen] = useState<WaveOrderOption[]>([]);
  const [pendingIds, setPendingIds] = useState<number[]>(initial);
  const analyze = useAnalyzeOrders();
  const [result, setResult] = useState<WaveAnalysis | null>(null);

  // Orders handed over by 'Analizar Primero' are picked once the options arrive.
  if (pendingIds.length && options.data) {
    setChosen(options.data.data.filter((o) => pendingIds.includes(o.id)));
    setPendingIds([]);
  }

  const run = () =>
    analyze.mutate(
      chosen.map((o) => o.id),
      {
        onSuccess: setResult,
        onError: (error) =>
          enqueueSnackbar(failureText(WAVE_MESSAGES.analyzeError, error), {
            variant: 'error',
            autoHideDuration: WAVE_TOAST_MS.error,
          }),
      },
    );

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Autocomplete
          multiple
          options={options.data?.data ?? []}
          value={chosen}
          onChange={(_e, value) => setChosen(value)}
          onInputChange={(_e, value, reason) => reason === 'input' && setSearch(value)}
          getOptionLabel={(o) => o.order_number}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          limitTags={3}
          getLimitTagsText={(more) => `+${more} más`}
          renderInput={(params) => <TextField {...params} label="Órdenes a analizar" placeholder="Número de orden" />}
        />
        <Button sx={{ mt: 2 }} variant="contained" disabled={chosen.length < 2 || analyze.isPending} onClick={run}>
          Analizar Compatibilidad
        </Button>
      </Paper>
      {result && (
        <Paper variant="outlined" sx={{ p: 2 }} data-testid="analysis-result">
          <Typography variant="h6">Órdenes analizadas: {result.total_orders}</Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
            <Chip color="primary" label={`Solapamientos de ubicación: ${Object.keys(result.analysis.location_overlap).length}`} />
            <Chip color="info" label={`Zonas involucradas: ${Object.keys(result.analysis.zone_distribution).length}`} />
            <Chip color="secondary" label={`Grupos de prioridad: ${Object.keys(result.analysis.priority_groups).length}`} />
          </Box>
          {result.recommendations.length === 0 && (
            <Typography color="text.secondary">
              Las órdenes no comparten ubicaciones ni zonas: no hay recomendaciones de agrupación.
            </Typography>
          )}
          {result.recommendations.map((rec) => (
            <Accordion key={rec.type} defaultExpanded>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography>
                  <strong>{rec.type === 'location_overlap' ? 'Solapamiento de ubicaciones' : 'Agrupación por zona'}</strong> —{' '}
                  {rec.description}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                {rec.type === 'location_overlap' ? (
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>Órdenes</TableCell>
                        <TableCell align="right">Solapamiento</TableCell>
                        <TableCell align="right">Ubicaciones compartidas</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {rec.order_pairs.map((pair) => (
                        <TableRow key={pair.order_ids.join('-')}>
                          <TableCell>{pair.order_numbers.join(' ↔ ')}</TableCell>
                          <TableCell align="right">{formatPercent(pair.overlap_percentage)}</TableCell>
                          <TableCell align="right">{pair.shared_locations}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                ) : (
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    {rec.groups.map((g) => (
                      <Chip key={g.zone_id} label={`${g.zone_name}: ${g.order_count} órdenes`} />
                    ))}
                  </Box>
                )}
              </AccordionDetails>
            </Accordion>
          ))}
        </Paper>
      )}
    </Stack>
  );
}
