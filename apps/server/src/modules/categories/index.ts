// The categories module's public face: what the rest of the server uses (its routes, for app.ts).
export { default as categoriesRoutes } from './categories.routes';
