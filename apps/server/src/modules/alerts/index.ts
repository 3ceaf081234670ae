// The alerts module's public face: its routes (for app.ts) and the e-mail schedule (for server.ts).
export { default as alertsRoutes } from './alerts.routes';
export { scheduleAlertMails } from './alert-mail';
export { ALERT_SOURCES, type AlertSource } from './alert-sources';
