// The lots module's public face: the lot master's guard (one lot, one expiry), the conflict log
// and the admin routes.
export { default as lotsRoutes } from './lots.routes';
export {
  checkScannedLot,
  LotExpiryConflict,
  registerLot,
  registerLots,
  type LotConflictAttempt,
  type LotSighting,
  type LotSource,
} from './register-lot';
export { forgetProductLots, recordLotConflict } from './lots.repository';
export { enforceLotDeviation, lotEnforcements, lotStrategyVerdict, type LotDeviation } from './enforce-strategy';
