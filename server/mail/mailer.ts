import type { Transporter } from 'nodemailer';
import type { Logger } from '../logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * E-mail through SMTP_URL when it is set. Without it, the message goes to the
 * server log (at warn, so it shows with the default level): a self-hosted
 * instance without mail can still reset a password from the console.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  logger: Logger;
}): Mailer {
  if (!options.smtpUrl) {
    return {
      send: (mail) => {
        options.logger.warn(
          { to: mail.to, subject: mail.subject, text: mail.text },
          'e-mail (SMTP_URL is not set, so it is logged instead of sent)',
        );
        return Promise.resolve();
      },
    };
  }
  const { smtpUrl } = options;
  // Nodemailer is loaded with the first e-mail, not at start: most servers send few.
  let transport: Promise<Transporter> | undefined;
  return {
    send: async (mail) => {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      );
      await (await transport).sendMail({ from: options.from, ...mail });
    },
  };
}
