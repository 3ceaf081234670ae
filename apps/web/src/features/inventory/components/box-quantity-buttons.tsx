import { INVENTORY_SCREEN_MESSAGES as M, isBoxQuantityFile } from '@bodega/domain';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useRef } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useBoxQuantityTemplate, useUploadBoxQuantity, type BoxQuantityResult } from '../api/box-quantity';
import { saveBlob } from '../../../lib/download';
import { readAsCsv } from '../lib/read-workbook';
import { BOX_QUANTITY_TOAST_MS, TOAST_MS } from '../lib/toast';

function ResultMessage({ result }: { result: BoxQuantityResult }) {
  const { updated, skipped, errors } = result.summary;
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {M.templateUpdated}
      </Typography>
      <Typography variant="body2">{M.templateSummary(updated, skipped, errors)}</Typography>
      {result.errors.slice(0, 3).map((text) => (
        <Typography key={text} variant="caption" component="div">
          {text}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * Box-quantity template: download cantidad_x_caja.csv, upload it back as .csv,
 * .xlsx or .xls; the result (updated, skipped, errors and the first 3 errors) shows for 5 s.
 */
export function BoxQuantityButtons() {
  const { enqueueSnackbar } = useSnackbar();
  const template = useBoxQuantityTemplate();
  const upload = useUploadBoxQuantity();
  const input = useRef<HTMLInputElement>(null);

  const download = async () => {
    try {
      const { content, filename } = await template.mutateAsync();
      saveBlob(new Blob(['\uFEFF', content], { type: 'text/csv;charset=utf-8' }), filename || 'cantidad_x_caja.csv');
      enqueueSnackbar(M.templateDownloaded, { variant: 'success', autoHideDuration: TOAST_MS });
    } catch (error) {
      enqueueSnackbar(M.failure('descargar plantilla', errorMessage(error, '')), {
        variant: 'error',
        autoHideDuration: TOAST_MS,
      });
    }
  };

  const send = async (file: File) => {
    if (!isBoxQuantityFile(file.name)) {
      enqueueSnackbar(M.templateInvalidFile, { variant: 'error', autoHideDuration: TOAST_MS });
      return;
    }
    try {
      const result = await upload.mutateAsync(await readAsCsv(file));
      enqueueSnackbar(<ResultMessage result={result} />, {
        variant: result.summary.errors > 0 ? 'warning' : 'success',
        autoHideDuration: BOX_QUANTITY_TOAST_MS,
      });
    } catch (error) {
      enqueueSnackbar(`Error al cargar plantilla: ${errorMessage(error, M.unknownError)}`, {
        variant: 'error',
        autoHideDuration: BOX_QUANTITY_TOAST_MS,
      });
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={template.isPending}>
        Descargar Plantilla
      </Button>
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        onClick={() => input.current?.click()}
        disabled={upload.isPending}
      >
        {upload.isPending ? 'Cargando…' : 'Cargar Plantilla'}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={M.templateAccept}
        aria-label="Archivo de cantidad por caja"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
    </>
  );
}
