import { formatNumberCL } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import RouteIcon from '@mui/icons-material/Route';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RouteSuggestion } from '../api/types';

interface PickingRouteTableProps {
  route: RouteSuggestion | undefined;
  /** Why the route could not be read; shown instead of the loading line. */
  error?: string | null;
  canOptimize: boolean;
  optimizing: boolean;
  onOptimize: () => void;
}

/** 'Ruta de Picking Optimizada': stops with distance and time from the previous one. */
export function PickingRouteTable({ route, error, canOptimize, optimizing, onOptimize }: PickingRouteTableProps) {
  const parts = route?.warehouses ?? [];
  const partOf = (warehouseId: number | undefined) => parts.find((part) => part.warehouse_id === warehouseId);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Ruta de Picking Optimizada
        </Typography>
        {canOptimize && (
          <Button size="small" variant="outlined" startIcon={<RouteIcon />} onClick={onOptimize} disabled={optimizing}>
            Optimizar Ruta
          </Button>
        )}
      </Box>
      {error && !route ? (
        <Alert severity="error" data-testid="route-error">
          {error}
        </Alert>
      ) : !route ? (
        <Typography variant="body2" color="text.secondary">
          Cargando ruta...
        </Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
            <Chip
              size="small"
              color={route.is_optimized ? 'success' : 'default'}
              label={route.is_optimized ? 'Optimizada' : 'Sin optimizar'}
            />
            <Chip size="small" variant="outlined" label={`${formatNumberCL(route.total_distance, 1)} m`} />
            <Chip size="small" variant="outlined" label={`${formatNumberCL(route.estimated_time, 1)} min`} />
            <Chip
              size="small"
              variant="outlined"
              label={`Orden de código: ${formatNumberCL(route.baseline.total_distance, 1)} m`}
            />
          </Box>
          {parts.length > 1 && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="route-warehouses">
              {`Recorre ${parts.length} bodegas, una tras otra: `}
              {parts.map((part) => `${part.warehouse_name} (${part.total_locations} ubicaciones)`).join(' → ')}
            </Typography>
          )}
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Ruta de Picking Optimizada">
              <TableHead>
                <TableRow>
                  <TableCell>Secuencia</TableCell>
                  <TableCell>Ubicación</TableCell>
                  <TableCell align="right">Items</TableCell>
                  <TableCell align="right">Cantidad Total</TableCell>
                  <TableCell align="right">Distancia (m)</TableCell>
                  <TableCell align="right">Tiempo (min)</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {route.steps.map((step, index) => [
                  parts.length > 1 && step.warehouse_id !== route.steps[index - 1]?.warehouse_id && (
                    <TableRow key={`warehouse-${step.warehouse_id}`}>
                      <TableCell colSpan={6} sx={{ fontWeight: 600, bgcolor: 'action.hover' }}>
                        {partOf(step.warehouse_id)?.warehouse_name}
                      </TableCell>
                    </TableRow>
                  ),
                  <TableRow key={step.location_id}>
                    <TableCell>{step.sequence}</TableCell>
                    <TableCell>
                      {step.location_code}
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {step.zone_info.zone_name}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{step.item_count}</TableCell>
                    <TableCell align="right">{step.total_quantity}</TableCell>
                    <TableCell align="right">{formatNumberCL(step.distance_from_previous, 1)}</TableCell>
                    <TableCell align="right">{formatNumberCL(step.estimated_time_minutes, 1)}</TableCell>
                  </TableRow>,
                ])}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Paper>
  );
}
