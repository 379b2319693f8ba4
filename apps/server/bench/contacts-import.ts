/**
 * A 100,000-row contact import, measured on the real server process (src/main.ts, embedded PGlite unless
 * DATABASE_URL is set): the CSV is uploaded, started and polled like the web does. Targets: every row
 * counted (created or rejected), and the process's peak RSS during the import within 200 MB of its RSS
 * before it (the run reads the file as a stream and saves it in batches). Reports the time taken.
 * Run with `npm run bench:contacts-import -w @consola/server`. Size: BENCH_IMPORT_ROWS.
 */
import os from "node:os";
import {
  CONTACT_IMPORT_TYPES,
  type ContactImportPreview,
  type ContactImportStatus,
  encodePassword,
} from "@consola/shared";
import { benchAgainstServer, rssMb, watchPeak } from "./server-process-bench.js";

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const TARGET_MB = 200;

async function call<T>(base: string, url: string, init: RequestInit, token?: string): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    ...init,
    headers: { ...(init.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const json = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${url}: ${response.status} ${json.message}`);
  return json.data;
}

const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** A CSV of `rows` contacts; every 1,000th has a broken e-mail and is rejected. */
function contactsCsv(rows: number): Blob {
  const parts: string[] = ["Nombre,Teléfono,Correo,Empresa\n"];
  for (let index = 0; index < rows; index++) {
    const email = index % 1_000 === 999 ? "roto@" : `persona${index}@correo.mx`;
    parts.push(`Persona Importada,${5_530_000_000 + index},${email},Empresa Bench\n`);
  }
  return new Blob(parts, { type: CONTACT_IMPORT_TYPES.csv });
}

async function main() {
  await benchAgainstServer("import", {}, async ({ url: base, pid }) => {
    const { token } = await call<{ token: string }>(
      base,
      "/api/auth/Login",
      json({ user: "admin@norte.demo", password: encodePassword("Demo1234!") }),
    );
    const form = new FormData();
    form.append("file", contactsCsv(ROWS), "contactos.csv");
    const preview = await call<ContactImportPreview>(
      base,
      "/api/admin/ImportContacts",
      { method: "POST", body: form },
      token,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const idle = rssMb(pid);
    const stop = watchPeak(pid);
    const started = Date.now();
    await call(
      base,
      "/api/admin/ImportContacts/Start",
      json({ importId: preview.importId, mapping: preview.suggestedMapping }),
      token,
    );
    let status: ContactImportStatus;
    for (;;) {
      status = await call<ContactImportStatus>(
        base,
        `/api/admin/ImportContacts/Status?import_id=${preview.importId}`,
        { method: "GET" },
        token,
      );
      if (status.status !== "running") break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const seconds = (Date.now() - started) / 1000;
    const peak = stop();
    const rejected = Math.floor(ROWS / 1_000);
    const counted = status.status === "done" && status.read === ROWS && status.rejected === rejected;
    const growth = peak - idle;
    const met = counted && growth <= TARGET_MB;
    process.stdout.write(
      `\n${ROWS} rows imported in ${seconds.toFixed(1)} s (${Math.round(ROWS / seconds)} rows/s); load ${os.loadavg()[0]?.toFixed(2)}\n`,
    );
    process.stdout.write(
      `status ${status.status}: read ${status.read}, created ${status.created}, updated ${status.updated}, rejected ${status.rejected} ${counted ? "ok" : "WRONG COUNTS"}\n`,
    );
    process.stdout.write(
      `RSS before ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB: +${growth.toFixed(0)} MB (≤ ${TARGET_MB} MB) ${growth <= TARGET_MB ? "ok" : "MISSED"}\n`,
    );
    return met;
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
