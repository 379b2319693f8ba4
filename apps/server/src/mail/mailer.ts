import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { TaskTracker } from "../jobs/task-tracker.js";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one action link of the e-mail, also logged when there is no SMTP server. */
  link?: string;
};

export type Mailer = {
  /**
   * Sends in the background (the app's task tracker) so the request does not wait on SMTP (nor reveal by
   * timing who exists); shutdown and tests wait for it with tasks.settle().
   */
  sendLater(mail: OutgoingMail): void;
};

export type MailerOptions = {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: Pick<Logger, "info" | "error">;
  tasks: TaskTracker;
};

export function createMailer({ smtpUrl, from, dataDir, logger, tasks }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  async function deliver(mail: OutgoingMail): Promise<void> {
    if (transport) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      logger.info({ to: mail.to, subject: mail.subject }, "mail sent");
      return;
    }
    // No SMTP server configured: keep the message where a person (or a test) can open the link.
    const folder = path.join(dataDir, "mail");
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.json`);
    // Written aside, then renamed: whoever opens the folder (a person, the browser tests) never reads half a mail.
    await writeFile(`${file}.part`, JSON.stringify({ from, ...mail }, null, 2), { mode: 0o600 });
    await rename(`${file}.part`, file);
    logger.info(
      { to: mail.to, subject: mail.subject, link: mail.link, file },
      "mail written to disk (no SMTP_URL)",
    );
  }

  return {
    sendLater(mail) {
      tasks.run(
        () => deliver(mail),
        (error) => logger.error({ err: error, to: mail.to }, "mail delivery failed"),
      );
    },
  };
}
