import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';

interface ExportButtonProps {
  /** The download; the button is disabled until it settles. */
  run: () => Promise<unknown>;
  /** The success toast. */
  doneText: string;
  /** The error toast when the server gives no message of its own. */
  errorText: string;
  children: ReactNode;
}

/** A page header's export button: downloads the file the server builds and says how it went. */
export function ExportButton({ run, doneText, errorText, children }: ExportButtonProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await run();
      enqueueSnackbar(doneText, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error, errorText), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => void download()} disabled={busy}>
      {children}
    </Button>
  );
}
