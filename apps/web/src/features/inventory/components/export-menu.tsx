import { INVENTORY_SCREEN_MESSAGES as M } from '@bodega/domain';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useExportInventory, type ExportFormat } from '../api/export-inventory';
import type { InventoryParams } from '../lib/inventory-params';
import { TOAST_MS } from '../lib/toast';

/** Export of everything matching the current filters, to Excel or to inventario_{fecha}.csv. */
export function ExportMenu({ params }: { params: InventoryParams }) {
  const { enqueueSnackbar } = useSnackbar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const exporter = useExportInventory();

  const run = async (format: ExportFormat) => {
    setAnchor(null);
    try {
      await exporter.mutateAsync({ params, format });
      enqueueSnackbar(M.exported, { variant: 'success', autoHideDuration: TOAST_MS });
    } catch (error) {
      enqueueSnackbar(`${M.exportError}: ${errorMessage(error, M.unknownError)}`, {
        variant: 'error',
        autoHideDuration: TOAST_MS,
      });
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={exporter.isPending}
        aria-haspopup="menu"
        aria-controls={anchor ? 'export-menu' : undefined}
      >
        {exporter.isPending ? 'Exportando…' : 'Exportar'}
      </Button>
      <Menu id="export-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void run('xlsx')}>Exportar a Excel (.xlsx)</MenuItem>
        <MenuItem onClick={() => void run('csv')}>Exportar a CSV (.csv)</MenuItem>
      </Menu>
    </>
  );
}
