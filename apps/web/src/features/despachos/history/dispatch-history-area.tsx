import Alert from '@mui/material/Alert';

/** The dispatch history area; the history work (issue 26, branch dhistory) replaces this file at merge. */
export function DispatchHistoryArea() {
  return <Alert severity="info">Historial de despachos</Alert>;
}
