// The picking module's public face: what other modules use.
export { operatorWorkload } from './operator-workload.repository';
export { minutesBetween } from './picking-list-output';
export { itemsAtLocations } from './picking-list-reads.repository';
export { loadWarehouseLayout, warehousesOfLocations } from './route-layout.repository';
