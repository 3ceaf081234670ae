import { formatDateTimeCL, scanModeNotice } from '@bodega/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { errorMessage } from '../../lib/api-client';
import { useSetScanMode } from '../../lib/picking-lists/set-scan-mode';
import type { PickingListSummary } from '@bodega/domain';

/** The admin's switch of a list's scan-confirmed picking, and what the list says about it. */
export function ScanModeSwitch({ list }: { list: PickingListSummary }) {
  const { enqueueSnackbar } = useSnackbar();
  const mode = useSetScanMode();
  const notice = scanModeNotice(list, formatDateTimeCL);
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={list.scan_required}
            disabled={mode.isPending}
            onChange={(_e, scanRequired) =>
              mode.mutate(
                { listId: list.id, scanRequired },
                {
                  onSuccess: () =>
                    enqueueSnackbar(scanRequired ? 'Escaneo activado' : 'Escaneo desactivado', { variant: 'success' }),
                  onError: (error) => enqueueSnackbar(errorMessage(error, 'Error al cambiar el escaneo'), { variant: 'error' }),
                },
              )
            }
            slotProps={{ input: { 'aria-label': `Escaneo obligatorio de ${list.list_number}` } }}
          />
        }
        label={list.scan_required ? 'Exigido' : 'Desactivado'}
      />
      {notice && list.scan_required && (
        <Typography variant="caption" color="warning.main" component="p">
          {notice}
        </Typography>
      )}
    </>
  );
}
