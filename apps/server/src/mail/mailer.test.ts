import { mkdtemp, readdir, readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { createTaskTracker } from "../jobs/task-tracker.js";
import { createMailer } from "./mailer.js";

const logger = pino({ level: "silent" });
const mail = {
  to: "ana@prueba.test",
  subject: "Prueba",
  text: "Hola https://x.test/r?token=abc",
  html: "<p>Hola</p>",
  link: "https://x.test/r?token=abc",
};

describe("mailer", () => {
  it("writes the e-mail to DATA_DIR/mail when there is no SMTP server", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "consola-mail-"));
    const tasks = createTaskTracker();
    const mailer = createMailer({
      smtpUrl: undefined,
      from: "Consola <no-reply@x.test>",
      dataDir,
      logger,
      tasks,
    });
    mailer.sendLater(mail);
    await tasks.settle();
    const files = await readdir(path.join(dataDir, "mail"));
    expect(files).toHaveLength(1);
    const stored = JSON.parse(await readFile(path.join(dataDir, "mail", files[0] ?? ""), "utf8"));
    expect(stored).toMatchObject({ ...mail, from: "Consola <no-reply@x.test>" });
  });

  it("delivers over SMTP when SMTP_URL is set", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on("end", () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), "consola-mail-"));
      const tasks = createTaskTracker();
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: "no-reply@x.test",
        dataDir,
        logger,
        tasks,
      });
      mailer.sendLater(mail);
      await tasks.settle();
      expect(received).toHaveLength(1);
      expect(received[0]).toContain("Subject: Prueba");
      expect(received[0]).toContain("To: ana@prueba.test");
      expect(await readdir(dataDir)).not.toContain("mail");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
