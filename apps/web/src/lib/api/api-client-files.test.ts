import { MESSAGES } from "@consola/shared";
import { describe, expect, it, vi } from "vitest";
import { clientWith, failure, post } from "../../test/api-client";
import { createFakeFetch, fail, ok } from "../../test/fake-fetch";
import { createApiClient, dispositionFileName } from "./api-client";

/** A fetch answering raw bytes (the fake fetch always answers JSON). */
function bytesFetch(chunks: string[], headers: Record<string, string> = {}) {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), init });
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

describe("API client: multipart", () => {
  it("posts a FormData as multipart with the bearer token and reads the envelope", async () => {
    const { client, calls } = clientWith({ "POST /api/wp/SendMedia": ok({ id: 7 }) });
    const form = new FormData();
    form.set("caption", "foto");
    await expect(post(client, "/api/wp/SendMedia", form)).resolves.toEqual({ id: 7 });
    const [call] = calls;
    expect(call?.headers.get("Authorization")).toBe("Bearer a.b.c");
    expect(call?.headers.get("Content-Type")).toMatch(/^multipart\/form-data; boundary=/);
    expect((await call?.formData())?.get("caption")).toBe("foto");
  });

  it("shows the server's Spanish message for a 413 and a 400, and its message for a 429", async () => {
    const tooBig = "El tamaño del archivo debe ser menor a 5 MB";
    const { client } = clientWith({
      "POST /api/big": fail(413, null, tooBig),
      "POST /api/bad": fail(400, { error: [tooBig] }),
      "POST /api/busy": fail(429, null, "Demasiados archivos, espera un minuto"),
      "POST /api/bare": { status: 413 },
    });
    const form = new FormData();
    expect(await failure(post(client, "/api/big", form))).toMatchObject({
      kind: "validation",
      message: tooBig,
    });
    expect(await failure(post(client, "/api/bad", form))).toMatchObject({
      kind: "validation",
      message: tooBig,
    });
    expect(await failure(post(client, "/api/busy", form))).toMatchObject({
      aux: 429,
      message: "Demasiados archivos, espera un minuto",
    });
    expect(await failure(post(client, "/api/bare", form))).toMatchObject({
      message: MESSAGES.payloadTooLarge,
    });
  });

  it("reports a 401 on an upload like any other call", async () => {
    const { client, onUnauthorized } = clientWith({
      "POST /api/wp/SendMedia": fail(401, { reason: "replaced" }),
    });
    const error = await failure(post(client, "/api/wp/SendMedia", new FormData()));
    expect(error.kind).toBe("unauthorized");
    expect(onUnauthorized).toHaveBeenCalledWith("replaced", "a.b.c");
  });
});

describe("API client: binary", () => {
  it("answers the body as a blob with the bearer token", async () => {
    const { fetch, requests } = bytesFetch(["Nombre,", "Teléfono\r\n"], { "Content-Type": "text/csv" });
    const client = createApiClient({ fetch, getToken: () => "a.b.c" });
    const blob = await client.blob("/api/admin/ExportContacts");
    expect(await blob.text()).toBe("Nombre,Teléfono\r\n");
    expect(requests[0]?.init?.method).toBe("GET");
    expect(new Headers(requests[0]?.init?.headers).get("Authorization")).toBe("Bearer a.b.c");
  });

  it("streams a download and reports its progress against Content-Length", async () => {
    const { fetch, requests } = bytesFetch(["abc", "defg"], {
      "Content-Length": "7",
      "Content-Type": "image/png",
    });
    const client = createApiClient({ fetch, getToken: () => null });
    const progress: { loaded: number; total: number | null }[] = [];
    const blob = await client.blob("/api/image/Download/k", {
      method: "POST",
      onProgress: (step) => progress.push(step),
    });
    expect(requests[0]?.init?.method).toBe("POST");
    expect(blob.size).toBe(7);
    expect(blob.type).toBe("image/png");
    expect(progress).toEqual([
      { loaded: 0, total: 7 },
      { loaded: 3, total: 7 },
      { loaded: 7, total: 7 },
    ]);
  });

  it("names the file as the server's Content-Disposition says, accents included", async () => {
    const { fetch } = bytesFetch(["Día\r\n"], {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="report.csv"; filename*=UTF-8''${encodeURIComponent(
        "Café Andino - Conversaciones 2026-11-01 a 2026-11-07.csv",
      )}`,
    });
    const client = createApiClient({ fetch, getToken: () => null });
    const file = await client.blob("/api/report/Download/conversaciones", { onProgress: () => undefined });
    expect(file.name).toBe("Café Andino - Conversaciones 2026-11-01 a 2026-11-07.csv");
    expect(await file.text()).toBe("Día\r\n");
    const bare = await createApiClient({ fetch: bytesFetch(["x"]).fetch, getToken: () => null }).blob("/x");
    expect(bare.name).toBe("archivo");
  });

  it("reads the plain filename when there is no UTF-8 one, and survives a broken escape", () => {
    expect(dispositionFileName('attachment; filename="contactos.csv"')).toBe("contactos.csv");
    expect(dispositionFileName("attachment; filename=datos.csv")).toBe("datos.csv");
    expect(dispositionFileName("attachment; filename=\"a.csv\"; filename*=UTF-8''%E0%A4%A")).toBe("a.csv");
    expect(dispositionFileName("inline")).toBeUndefined();
    expect(dispositionFileName(null)).toBeUndefined();
  });

  it("keeps every byte of a download larger than the chunks it folds away", async () => {
    const piece = "x".repeat(1024 * 1024);
    const { fetch } = bytesFetch([...Array.from({ length: 9 }, () => piece), "fin"]);
    const client = createApiClient({ fetch, getToken: () => null });
    let last = 0;
    const file = await client.blob("/big", { onProgress: ({ loaded }) => (last = loaded) });
    expect(file.size).toBe(9 * 1024 * 1024 + 3);
    expect(last).toBe(file.size);
    expect(await file.slice(file.size - 4).text()).toBe("xfin");
  });

  it("maps a failed download to the catalogue and reports a 401", async () => {
    const { client, onUnauthorized } = clientWith({
      "GET /api/admin/ExportContacts": fail(401, { reason: "expired" }),
    });
    expect(await failure(client.blob("/api/admin/ExportContacts"))).toMatchObject({
      kind: "unauthorized",
      message: MESSAGES.notAuthorized,
    });
    expect(onUnauthorized).toHaveBeenCalledWith("expired", "a.b.c");
    expect(await failure(client.blob("/api/image/show/none"))).toMatchObject({ kind: "not-found", aux: 404 });
  });

  it("gives up after the time-out", async () => {
    const fake = createFakeFetch({ "GET /api/slow": () => new Promise(() => undefined) });
    const client = createApiClient({ fetch: fake.fetch, getToken: () => null, timeoutMs: 30 });
    expect(await failure(client.blob("/api/slow"))).toMatchObject({ kind: "timeout", aux: 500 });
  });
});
