import { ASSIGNMENT_MESSAGES } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { OperatorOption } from '../api/types';
import { WorkloadChip } from './storage-chips';

/** Each operator's open storage lists, coloured by workload (Operator workload). */
export function OperatorWorkload({
  operators,
  workload,
  error,
}: {
  operators: OperatorOption[] | undefined;
  workload: Map<number, number> | undefined;
  error: boolean;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Carga de Trabajo de Operarios
      </Typography>
      {error ? (
        <Alert severity="error">{ASSIGNMENT_MESSAGES.loadError}</Alert>
      ) : !operators || !workload ? (
        <Skeleton width={240} />
      ) : operators.length === 0 ? (
        <Typography color="text.secondary">No hay operarios registrados</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="operator-workload">
          {operators.map((operator) => (
            <WorkloadChip key={operator.id} username={operator.username} active={workload.get(operator.id) ?? 0} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
