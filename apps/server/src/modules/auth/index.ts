// The auth module's public face: what the rest of the server uses (its routes and the mailer, for app.ts).
export { default as authRoutes } from './auth.routes';
export { createMailer, type Mailer } from './mailer';
