// The cycle-count module's public face (issue 42 §1): its routes, for app.ts.
export { default as countsRoutes } from './counts.routes';
export { locationsUnderCount } from './locations-under-count';
