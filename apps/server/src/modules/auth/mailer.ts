import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mailer {
  sendPasswordReset(to: string, link: string): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the link goes to the server log. */
export function createMailer(options: { smtpUrl: string | undefined; from: string; log: FastifyBaseLogger }): Mailer {
  if (!options.smtpUrl) {
    return {
      async sendPasswordReset(to, link) {
        options.log.warn({ to, link }, 'SMTP_URL no configurado: enlace de recuperación de contraseña');
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async sendPasswordReset(to, link) {
      await transport.sendMail({
        from: options.from,
        to,
        subject: 'Bodega Clínica: recuperación de contraseña',
        text: `Para crear una nueva contraseña abra este enlace (válido por 1 hora):\n\n${link}\n\nSi usted no lo solicitó, ignore este correo.`,
      });
    },
  };
}
