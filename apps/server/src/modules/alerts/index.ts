// The alerts module's public face: its routes (for app.ts), the e-mail and upkeep schedules (for server.ts).
export { default as alertsRoutes } from './alerts.routes';
export { scheduleAlertMails } from './alert-mail';
export { ALERT_SOURCES, type AlertSource } from './alert-sources';
export { scheduleAlertUpkeep, sweepAlertResolutions } from './alert-upkeep';
export { writeAlertSettings } from './alert-settings.repository';
