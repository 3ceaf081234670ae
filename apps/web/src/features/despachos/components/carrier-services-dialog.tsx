import { formatCLP, type CarrierRow, type CarrierService } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { ActiveChip, CatalogListDialog, EditRowButton } from '../../../components/catalog-list-dialog';
import { useCarrierServices } from '../api/get-carriers';
import { CarrierServiceFormDialog } from './carrier-service-form-dialog';

/** A carrier's services with transit days and rates (whole CLP); create and edit them. */
export function CarrierServicesDialog({ carrier, onClose }: { carrier: CarrierRow | null; onClose: () => void }) {
  const services = useCarrierServices(carrier?.id ?? null);
  // undefined: the form is closed; null: a new service.
  const [editing, setEditing] = useState<CarrierService | null | undefined>(undefined);
  return (
    <>
      <CatalogListDialog
        open={carrier !== null}
        onClose={onClose}
        id="carrier-services"
        title={<>Servicios de {carrier?.name}</>}
        maxWidth="md"
        hint="Precio = tarifa base + kg iniciados × tarifa por kg + pallets × tarifa por pallet. Entrega = fecha de envío + días de tránsito."
        addLabel="Nuevo servicio"
        onAdd={() => setEditing(null)}
      >
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
                      <ActiveChip active={service.active} />
                    </TableCell>
                    <TableCell align="right">
                      <EditRowButton name={service.name} onEdit={() => setEditing(service)} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CatalogListDialog>
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
