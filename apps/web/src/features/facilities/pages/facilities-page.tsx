import { pageTitleFor, type LocationSettings } from '@bodega/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { GridSortModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session';
import type { Warehouse, Zone } from '../api/types';
import { LOCATIONS_PAGE_SIZE, LocationsTab, type LocationsListState } from '../components/locations-tab';
import { WarehousesTab } from '../components/warehouses-tab';
import { ZonesTab } from '../components/zones-tab';
import { readLocationSettings } from '../../../lib/location-settings';

const TABS = ['bodegas', 'zonas', 'ubicaciones'] as const;
type TabName = (typeof TABS)[number];
const TAB_LABELS: Record<TabName, string> = { bodegas: 'Bodegas', zonas: 'Zonas', ubicaciones: 'Ubicaciones' };

function idParam(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** 'orden=-code' ↔ [{ field: 'code', sort: 'desc' }]. */
function sortFromParam(value: string | null): GridSortModel {
  if (!value) return [];
  return value.startsWith('-') ? [{ field: value.slice(1), sort: 'desc' }] : [{ field: value, sort: 'asc' }];
}

/**
 * 'Gestión de Instalaciones', admin only: Bodegas, Zonas and Ubicaciones tabs.
 * The tab, the chosen warehouse and zone, and the locations page, search and order live in
 * the URL, so a reload or a shared link opens the same list.
 */
export default function FacilitiesPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const [settings, setSettings] = useState<LocationSettings>(() => readLocationSettings());
  const tab: TabName = TABS.find((name) => name === params.get('tab')) ?? 'bodegas';
  const warehouseId = idParam(params.get('bodega'));

  const update = useCallback(
    (changes: Record<string, string | number | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const list = useMemo<LocationsListState>(
    () => ({
      warehouseId,
      zoneId: idParam(params.get('zona')),
      page: Math.max(0, (idParam(params.get('pagina')) ?? 1) - 1),
      pageSize: idParam(params.get('por_pagina')) ?? LOCATIONS_PAGE_SIZE,
      search: params.get('q') ?? '',
      sort: sortFromParam(params.get('orden')),
    }),
    [params, warehouseId],
  );

  const onListChange = useCallback(
    (change: Partial<LocationsListState>) => {
      const out: Record<string, string | number | null> = {};
      if ('warehouseId' in change) out.bodega = change.warehouseId ?? null;
      if ('zoneId' in change) out.zona = change.zoneId ?? null;
      if (change.page !== undefined) out.pagina = change.page > 0 ? change.page + 1 : null;
      if (change.pageSize !== undefined) out.por_pagina = change.pageSize === LOCATIONS_PAGE_SIZE ? null : change.pageSize;
      if (change.search !== undefined) out.q = change.search.trim() || null;
      if (change.sort !== undefined) {
        const first = change.sort[0];
        out.orden = first ? `${first.sort === 'desc' ? '-' : ''}${first.field}` : null;
      }
      update(out);
    },
    [update],
  );

  const viewZones = useCallback(
    (warehouse: Warehouse) => update({ tab: 'zonas', bodega: warehouse.id, zona: null, pagina: null }),
    [update],
  );
  const viewLocations = useCallback(
    (zone: Zone) => update({ tab: 'ubicaciones', bodega: zone.warehouse_id, zona: zone.id, pagina: null, q: null }),
    [update],
  );
  const changeWarehouse = useCallback((id: number | null) => update({ bodega: id, zona: null, pagina: null }), [update]);

  return (
    <>
      <PageHeader
        title={pageTitleFor('/instalaciones', user?.role ?? null)}
        description="Bodegas, zonas y ubicaciones con su capacidad, ocupación y códigos de barras."
      />
      <Paper variant="outlined" sx={{ mb: 2 }} data-tour="facilities-tabs">
        <Tabs
          value={tab}
          onChange={(_event, value: TabName) => update({ tab: value === 'bodegas' ? null : value })}
          variant="fullWidth"
          aria-label="Instalaciones"
        >
          {TABS.map((name) => (
            <Tab key={name} value={name} label={TAB_LABELS[name]} id={`tab-${name}`} aria-controls={`panel-${name}`} />
          ))}
        </Tabs>
      </Paper>
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'bodegas' && <WarehousesTab onViewZones={viewZones} />}
        {tab === 'zonas' && (
          <ZonesTab warehouseId={warehouseId} onWarehouseChange={changeWarehouse} onViewLocations={viewLocations} />
        )}
        {tab === 'ubicaciones' && (
          <LocationsTab list={list} onListChange={onListChange} settings={settings} onSettingsChange={setSettings} />
        )}
      </Box>
    </>
  );
}
