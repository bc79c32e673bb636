import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same mail as HTML (`composeMail` writes both). */
  html: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface SentMail extends Mail {
  sentAt: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Present only in development without SMTP: the mails "sent", newest first. */
  mailbox?: DevMailbox;
  close(): void;
}

/** Keeps the last mails in memory so a developer can read codes at /dev/mailbox. */
export class DevMailbox {
  private readonly mails: SentMail[] = [];
  constructor(private readonly capacity = 200) {}

  add(mail: Mail): void {
    this.mails.unshift({ ...mail, sentAt: new Date().toISOString() });
    this.mails.length = Math.min(this.mails.length, this.capacity);
  }

  list(): SentMail[] {
    return [...this.mails];
  }
}

/** The mailer the configuration names: SMTP_URL's server, else the dev mailbox. */
export function mailerFor(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'useDevMailbox'>,
  logger: FastifyBaseLogger,
): Mailer {
  return createMailer(
    { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, useDevMailbox: config.useDevMailbox },
    logger,
  );
}

export function createMailer(
  options: { smtpUrl?: string; from: string; useDevMailbox: boolean },
  logger: FastifyBaseLogger,
): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  if (!options.useDevMailbox) throw new Error('SMTP_URL is required to send mail in production');
  const mailbox = new DevMailbox();
  return {
    mailbox,
    async send(mail) {
      mailbox.add(mail);
      logger.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'dev mailbox: mail kept');
    },
    close: () => {},
  };
}
