// The goods-issue module's public face: what the rest of the server uses (its routes, for app.ts).
export { default as egresosRoutes, egresosTransactionsRoutes } from './egresos.routes';
