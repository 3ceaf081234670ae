import { formatCLP, type CarrierRow, type CarrierService } from '@bodega/domain';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { MOBILE_QUERY } from '../../../config/layout';
import { useCarrierServices } from '../api/get-carriers';
import { CarrierServiceFormDialog } from './carrier-service-form-dialog';

/** A carrier's services with transit days and rates (whole CLP); create and edit them. */
export function CarrierServicesDialog({ carrier, onClose }: { carrier: CarrierRow | null; onClose: () => void }) {
  const phone = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const services = useCarrierServices(carrier?.id ?? null);
  // undefined: the form is closed; null: a new service.
  const [editing, setEditing] = useState<CarrierService | null | undefined>(undefined);
  return (
    <>
      <Dialog
        open={carrier !== null}
        onClose={onClose}
        maxWidth="md"
        fullWidth
        fullScreen={phone}
        aria-labelledby="carrier-services-title"
      >
        <DialogTitle id="carrier-services-title">Servicios de {carrier?.name}</DialogTitle>
        <DialogContent dividers>
          <Stack direction="row" sx={{ mb: 1.5, alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              Precio = tarifa base + kg iniciados × tarifa por kg + pallets × tarifa por pallet. Entrega = fecha de envío + días
              de tránsito.
            </Typography>
            <Button startIcon={<AddIcon />} variant="contained" onClick={() => setEditing(null)} sx={{ ml: 2, flexShrink: 0 }}>
              Nuevo servicio
            </Button>
          </Stack>
          {services.isError && <Alert severity="error">No se pudieron cargar los servicios</Alert>}
          {services.isSuccess && services.data.length === 0 && (
            <Alert severity="info">Este transportista aún no tiene servicios: no aparece en las cotizaciones.</Alert>
          )}
          {(services.data?.length ?? 0) > 0 && (
            <TableContainer>
              <Table size="small" aria-label={`Servicios de ${carrier?.name ?? ''}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Servicio</TableCell>
                    <TableCell>Código</TableCell>
                    <TableCell align="right">Días de tránsito</TableCell>
                    <TableCell align="right">Tarifa base</TableCell>
                    <TableCell align="right">Por kg</TableCell>
                    <TableCell align="right">Por pallet</TableCell>
                    <TableCell>Estado</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {services.data!.map((service) => (
                    <TableRow key={service.id} hover>
                      <TableCell>{service.name}</TableCell>
                      <TableCell sx={{ fontFamily: 'monospace' }}>{service.code}</TableCell>
                      <TableCell align="right">{service.transit_days}</TableCell>
                      <TableCell align="right">{formatCLP(service.base_rate)}</TableCell>
                      <TableCell align="right">{formatCLP(service.per_kg_rate)}</TableCell>
                      <TableCell align="right">{formatCLP(service.per_pallet_rate)}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          label={service.active ? 'Activo' : 'Inactivo'}
                          color={service.active ? 'success' : 'default'}
                        />
                      </TableCell>
                      <TableCell align="right">
                        <Tooltip title="Editar">
                          <IconButton size="small" onClick={() => setEditing(service)} aria-label={`Editar ${service.name}`}>
                            <EditIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cerrar</Button>
        </DialogActions>
      </Dialog>
      {carrier && (
        <CarrierServiceFormDialog
          open={editing !== undefined}
          carrier={carrier}
          service={editing ?? null}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
