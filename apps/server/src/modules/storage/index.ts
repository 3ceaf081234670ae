// The storage (put-away) module's public face: what the rest of the server uses (its routes for
// app.ts, the put-away list the demo seed makes for its receipts).
export { createStorageList } from './create-storage-list';
export { default as storageRoutes } from './storage.routes';
