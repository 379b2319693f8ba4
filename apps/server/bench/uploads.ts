/**
 * Memory under upload load, measured on the real server process (src/main.ts, embedded PGlite unless
 * DATABASE_URL is set): 16 anonymous 95 MB uploads to a case variant of the upload path, then 20 concurrent
 * maximum-size (100 MB) uploads by signed-in users. Target: the process's peak RSS stays within 300 MB of
 * its idle RSS. Run with `npm run bench:uploads -w @consola/server` (part of `npm run bench`).
 */
import { request as httpRequest } from "node:http";
import os from "node:os";
import { encodePassword, MAX_UPLOAD_BYTES } from "@consola/shared";
import { benchAgainstServer, rssMb, watchPeak } from "./server-process-bench.js";

const CONCURRENT = 20;
const ANONYMOUS = 16;
const TARGET_MB = 300;
const MB = 1024 * 1024;

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { isOk: boolean; data: T; message: string };
  if (!response.ok) throw new Error(`${url}: ${response.status} ${json.message}`);
  return json.data;
}

const login = (base: string, user: string) =>
  post<{ token: string; user: { id: number } }>(`${base}/api/auth/Login`, {
    user,
    password: encodePassword("Demo1234!"),
  });

/**
 * One multipart upload of `bytes` bytes of PDF, generated as it is sent. Resolves with the status, or 0 when
 * the server closed the connection before its answer could be read.
 */
function upload(
  base: string,
  urlPath: string,
  token: string | undefined,
  fields: Record<string, string>,
  bytes: number,
) {
  const boundary = `bench${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `${Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join(
        "",
      )}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="grande.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise<number>((resolve) => {
    const request = httpRequest(`${base}${urlPath}`, {
      method: "POST",
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": String(head.length + bytes + tail.length),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", () => resolve(0));
    const chunk = Buffer.alloc(MB, 0x25);
    let sent = 0;
    const pump = () => {
      while (sent < bytes && !request.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += piece.length;
        if (!request.write(piece)) return void request.once("drain", pump);
      }
      if (!request.destroyed) request.end(tail);
    };
    request.write(head);
    pump();
  });
}

async function main() {
  const env = {
    // Every one of the 20 uploads is really received (the caps would answer most of them with a 429).
    UPLOADS_PER_USER: String(CONCURRENT),
    UPLOADS_PER_PROCESS: String(CONCURRENT),
    UPLOADS_PER_USER_PER_MINUTE: "1000",
  };
  await benchAgainstServer("uploads", env, async ({ url: base, pid }) => {
    let failed = false;
    const admin = await login(base, "admin@norte.demo");
    const agent = await login(base, "agente1@norte.demo");
    const phoneNumber = "+528110009999";
    const sent = await post<{ conversationId: number }>(
      `${base}/api/sandbox/Send`,
      { phoneNumber, name: "Cliente Bench", message: "Hola, les mando archivos" },
      admin.token,
    );
    await post(`${base}/api/wp/TakePendient`, { id: sent.conversationId, agentId: 0 }, agent.token);
    // Warm up the upload path once, then let the heap settle before reading idle.
    await upload(base, "/api/wp/SendMedia", agent.token, { conversationId: String(sent.conversationId) }, MB);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idle = rssMb(pid);

    let stop = watchPeak(pid);
    const anonymousStarted = Date.now();
    const anonymous = await Promise.all(
      Array.from({ length: ANONYMOUS }, () => upload(base, "/API/wp/SendMedia", undefined, {}, 95 * MB)),
    );
    const anonymousSeconds = (Date.now() - anonymousStarted) / 1000;
    const anonymousPeak = stop();

    stop = watchPeak(pid);
    const started = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        upload(
          base,
          "/api/wp/SendMedia",
          agent.token,
          { conversationId: String(sent.conversationId) },
          MAX_UPLOAD_BYTES,
        ),
      ),
    );
    const seconds = (Date.now() - started) / 1000;
    const uploadPeak = stop();

    const rows = [
      [
        `${ANONYMOUS} anonymous 95 MB uploads (/API/...)`,
        anonymousPeak - idle,
        // Refused before the body is read: a 401, or the connection closed under the sender's feet.
        anonymous.every((status) => status === 401 || status === 0),
      ],
      [`${CONCURRENT} concurrent 100 MB uploads`, uploadPeak - idle, statuses.every((s) => s === 200)],
    ] as const;
    process.stdout.write(`\nidle RSS ${idle.toFixed(0)} MB; load ${os.loadavg()[0]?.toFixed(2)}\n`);
    process.stdout.write(
      `anonymous answers: ${[...new Set(anonymous)].join(", ")} in ${anonymousSeconds.toFixed(1)} s; uploads: ${[...new Set(statuses)].join(", ")} in ${seconds.toFixed(1)} s\n`,
    );
    process.stdout.write(`${"measure".padEnd(44)}${"peak - idle".padStart(12)}  target\n`);
    for (const [name, growth, answered] of rows) {
      const ok = answered && growth <= TARGET_MB;
      failed ||= !ok;
      process.stdout.write(
        `${name.padEnd(44)}${`${growth.toFixed(0)} MB`.padStart(12)}  ≤ ${TARGET_MB} MB  ${ok ? "ok" : answered ? "MISSED" : "WRONG ANSWERS"}\n`,
      );
    }
    return !failed;
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
