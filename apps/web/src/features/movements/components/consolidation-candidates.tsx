import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useConsolidationCandidates } from '../api/get-consolidation-candidates';
import type { ConsolidationCandidate } from '../api/types';

const PAGE_SIZE = 8;

interface ConsolidationCandidatesProps {
  enabled: boolean;
  selectedId: number | null;
  onSelect: (candidate: ConsolidationCandidate) => void;
}

/** Only products held in more than one location are offered, searched and paged by the server. */
export function ConsolidationCandidates({ enabled, selectedId, onSelect }: ConsolidationCandidatesProps) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, 300);
  const [page, setPage] = useState(1);
  // A new search starts again from its first page.
  const [pagedSearch, setPagedSearch] = useState(search);
  if (pagedSearch !== search) {
    setPagedSearch(search);
    setPage(1);
  }
  const candidates = useConsolidationCandidates({ search, page, per_page: PAGE_SIZE }, enabled);
  const total = candidates.data?.pagination.total ?? 0;
  const rows = candidates.data?.data ?? [];

  return (
    <Box>
      <TextField
        size="small"
        fullWidth
        label="Buscar producto"
        placeholder="Nombre o SKU"
        value={input}
        onChange={(event) => setInput(event.target.value)}
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 4 }}>{candidates.isFetching && <LinearProgress aria-label="Cargando" />}</Box>
      {candidates.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No hay productos en más de una ubicación
        </Typography>
      )}
      <List dense disablePadding aria-label="Productos en más de una ubicación" sx={{ maxHeight: 320, overflow: 'auto' }}>
        {rows.map((candidate) => (
          <ListItemButton
            key={candidate.product.id}
            selected={candidate.product.id === selectedId}
            onClick={() => onSelect(candidate)}
            sx={{ borderRadius: 1, alignItems: 'flex-start' }}
          >
            <ListItemText
              primary={`${candidate.product.name} (${candidate.product.sku})`}
              secondary={
                <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                  {candidate.locations.map((location) => (
                    <Chip
                      key={location.location_id}
                      component="span"
                      size="small"
                      variant="outlined"
                      label={`${location.code}: ${location.quantity}`}
                    />
                  ))}
                </Box>
              }
              slotProps={{ secondary: { component: 'span' } }}
            />
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap', ml: 1, mt: 0.5 }}>
              Total {candidate.total_quantity}
            </Typography>
          </ListItemButton>
        ))}
      </List>
      {total > PAGE_SIZE && (
        <Pagination
          size="small"
          sx={{ mt: 1, display: 'flex', justifyContent: 'center' }}
          count={Math.ceil(total / PAGE_SIZE)}
          page={page}
          onChange={(_event, value) => setPage(value)}
        />
      )}
    </Box>
  );
}
