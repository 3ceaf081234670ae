import type { Migration } from 'kysely';
import * as users from './2026-11-20T2400-users';
import * as stock from './2026-11-21T0000-stock';
import * as inventoryIndexes from './2026-11-21T0200-inventory-indexes';
import * as egresosMovements from './2026-11-21T0300-egresos-movements';
import * as ingresosStorage from './2026-11-21T0400-ingresos-storage';
import * as inventorySearch from './2026-11-21T0610-inventory-search';
import * as storageScanIndexes from './2026-11-21T0700-storage-scan-indexes';
import * as eventLogCounts from './2026-11-21T0800-event-log-counts';
import * as inventoryLocationUnits from './2026-11-21T0810-inventory-location-units';
import * as stockHotUpdates from './2026-11-21T0900-stock-hot-updates';
import * as usersChangeNotify from './2026-11-21T1200-users-change-notify';
import * as reservationsHolds from './2026-11-25T0800-reservations-holds';
import * as hardening from './2026-11-25T0900-hardening';
import * as orders from './2026-11-25T1000-orders';
import * as medicalDevices from './2026-11-25T1100-medical-devices';
import * as costsAnalytics from './2026-11-25T1200-costs-analytics';
import * as analyticsMovesIndex from './2026-11-25T1210-analytics-moves-index';
import * as picking from './2026-11-25T1300-picking';
import * as waves from './2026-11-25T1400-waves';
import * as dispatch from './2026-11-25T1500-dispatch';
import * as dispatchHistory from './2026-11-25T1510-dispatch-history';
import * as restrictedMode from './2026-11-25T1600-restricted-mode';
import * as pickingTasks from './2026-11-25T1700-picking-tasks';
import * as analyticsRollup from './2026-11-25T1900-analytics-rollup';
import * as carriers from './2026-11-28T1700-carriers';
import * as costTableIndex from './2026-11-28T1700-cost-table-index';
import * as revokedTokens from './2026-12-01T2000-revoked-tokens';
import * as eventMac from './2026-12-01T2010-event-mac';
import * as pickingScanMode from './2026-12-01T2100-picking-scan-mode';
import * as recallOutbound from './2026-12-01T2100-recall-outbound';
import * as requiereSerie from './2026-12-01T2110-requiere-serie';
import * as chainVerifications from './2026-12-02T0100-chain-verifications';
import * as dropRedundantItemIndex from './2026-12-02T0223-drop-redundant-item-index';
import * as deviceEventTypes from './2026-12-02T1400-device-event-types';
import * as productFabricante from './2026-12-02T1401-product-fabricante';
import * as lots from './2026-12-02T1420-lots';
import * as lotEnforcement from './2026-12-02T1421-lot-enforcement';
import * as cycleCounts from './2026-12-02T1430-cycle-counts';
import * as alerts from './2026-12-02T1440-alerts';
import * as categoryExpiryDays from './2026-12-03T1000-category-expiry-days';
import * as invariantChecks from './2026-12-03T1001-invariant-checks';
import * as alertIndexes from './2026-12-03T1002-alert-indexes';

/**
 * Every migration, listed in the order it applies: Kysely's Migrator sorts these keys with
 * `Array.prototype.sort()` (UTF-16 code-unit order of the names) and applies pending ones in that
 * order, whatever order this object lists them in; `index.test.ts` keeps this list in that order.
 * Names are frozen: never rename or remove one.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-20T2400-users': users,
  '2026-11-21T0000-stock': stock,
  '2026-11-21T0200-inventory-indexes': inventoryIndexes,
  '2026-11-21T0300-egresos-movements': egresosMovements,
  '2026-11-21T0400-ingresos-storage': ingresosStorage,
  '2026-11-21T0610-inventory-search': inventorySearch,
  '2026-11-21T0700-storage-scan-indexes': storageScanIndexes,
  '2026-11-21T0800-event-log-counts': eventLogCounts,
  '2026-11-21T0810-inventory-location-units': inventoryLocationUnits,
  '2026-11-21T0900-stock-hot-updates': stockHotUpdates,
  '2026-11-21T1200-users-change-notify': usersChangeNotify,
  '2026-11-25T0800-reservations-holds': reservationsHolds,
  '2026-11-25T0900-hardening': hardening,
  '2026-11-25T1000-orders': orders,
  '2026-11-25T1100-medical-devices': medicalDevices,
  '2026-11-25T1200-costs-analytics': costsAnalytics,
  '2026-11-25T1210-analytics-moves-index': analyticsMovesIndex,
  '2026-11-25T1300-picking': picking,
  '2026-11-25T1400-waves': waves,
  '2026-11-25T1500-dispatch': dispatch,
  '2026-11-25T1510-dispatch-history': dispatchHistory,
  '2026-11-25T1600-restricted-mode': restrictedMode,
  '2026-11-25T1700-picking-tasks': pickingTasks,
  '2026-11-25T1900-analytics-rollup': analyticsRollup,
  '2026-11-28T1700-carriers': carriers,
  '2026-11-28T1700-cost-table-index': costTableIndex,
  '2026-12-01T2000-revoked-tokens': revokedTokens,
  '2026-12-01T2010-event-mac': eventMac,
  '2026-12-01T2100-picking-scan-mode': pickingScanMode,
  '2026-12-01T2100-recall-outbound': recallOutbound,
  '2026-12-01T2110-requiere-serie': requiereSerie,
  '2026-12-02T0100-chain-verifications': chainVerifications,
  '2026-12-02T0223-drop-redundant-item-index': dropRedundantItemIndex,
  '2026-12-02T1400-device-event-types': deviceEventTypes,
  '2026-12-02T1401-product-fabricante': productFabricante,
  '2026-12-02T1420-lots': lots,
  '2026-12-02T1421-lot-enforcement': lotEnforcement,
  '2026-12-02T1430-cycle-counts': cycleCounts,
  '2026-12-02T1440-alerts': alerts,
  '2026-12-03T1000-category-expiry-days': categoryExpiryDays,
  '2026-12-03T1001-invariant-checks': invariantChecks,
  '2026-12-03T1002-alert-indexes': alertIndexes,
};
