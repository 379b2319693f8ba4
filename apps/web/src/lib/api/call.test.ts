import { areasEndpoints, contactsImportEndpoints, endpoint, mediaEndpoints } from "@consola/shared";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { fail, ok } from "../../test/fake-fetch";
import { serverAnswering } from "../../test/session";
import { ApiError } from "./api-error";
import { call, download } from "./call";

const area = {
  id: 7,
  name: "Ventas",
  description: "",
  members: [],
  openChats: 0,
  quickAnswers: 0,
};

describe("call", () => {
  it("sends the body to the declared path and gives the checked data with the message", async () => {
    const server = serverAnswering({ "POST /api/admin/AddBusinessArea": ok(area, "Área guardada") });

    const answer = await call(areasEndpoints.save, { name: "Ventas" }, { business: 12 });

    expect(answer.message).toBe("Área guardada");
    expect(answer.data).toMatchObject({ id: 7, name: "Ventas" });
    const [request] = server.calls;
    expect(request?.method).toBe("POST");
    expect(new URL(request?.url ?? "").searchParams.get("business_id")).toBe("12");
    expect(await request?.json()).toEqual({ name: "Ventas" });
  });

  it("refuses an answer that does not match the declared schema", async () => {
    serverAnswering({ "POST /api/admin/AddBusinessArea": ok({ id: "siete" }) });
    vi.spyOn(console, "error").mockImplementation(() => undefined);

    const error = await call(areasEndpoints.save, { name: "Ventas" }).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe("contract");
  });

  it("fills the path's parameters and passes a refusal on as the server's reason", async () => {
    const byId = endpoint({
      method: "GET",
      path: "/api/survey/:survey_id",
      summary: "One survey",
      tag: "test",
      access: "public",
      params: z.object({ survey_id: z.number() }),
      answer: z.object({ id: z.number() }),
    });
    const server = serverAnswering({
      "GET /api/survey/3": fail(400, { error: ["La encuesta no existe"] }, "La encuesta no existe"),
    });

    const error = await call(byId, undefined, { params: { survey_id: 3 } }).catch(
      (reason: unknown) => reason,
    );

    expect(server.calls[0]?.url).toBe("http://localhost/api/survey/3");
    expect((error as ApiError).message).toBe("La encuesta no existe");
  });
});

describe("download", () => {
  it("names the file as the server does", async () => {
    const file = endpoint({
      method: "GET",
      path: "/api/test/Download",
      summary: "A file",
      tag: "test",
      access: "public",
      answer: "file",
    });
    serverAnswering({
      "GET /api/test/Download": new Response("a,b\n", {
        headers: { "Content-Disposition": 'attachment; filename="reporte.csv"' },
      }),
    });

    expect((await download(file)).name).toBe("reporte.csv");
  });

  it("asks with the declared method", async () => {
    const server = serverAnswering({
      "POST /api/image/Download/a2V5": new Response("x", {
        headers: { "Content-Disposition": 'attachment; filename="foto.jpg"' },
      }),
    });

    const saved = await download(mediaEndpoints.download, { params: { key: "a2V5" }, business: 4 });

    expect(saved.name).toBe("foto.jpg");
    expect(server.calls[0]?.method).toBe("POST");
    expect(new URL(server.calls[0]?.url ?? "").searchParams.get("business_id")).toBe("4");
  });
});

describe("an upload", () => {
  it("sends the form as it is and checks the answer", async () => {
    const server = serverAnswering({
      "POST /api/admin/ImportContacts": ok({ oops: true }),
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const form = new FormData();
    form.set("note", "contactos de enero");

    const error = await call(contactsImportEndpoints.upload, form).catch((reason: unknown) => reason);

    expect((error as ApiError).kind).toBe("contract");
    expect((await server.calls[0]?.formData())?.get("note")).toBe("contactos de enero");
  });

  it("is refused for an endpoint that takes JSON, before anything is sent", async () => {
    const server = serverAnswering({});

    // The typecheck refuses this too; the guard covers a value typed loosely elsewhere.
    const error = await call(areasEndpoints.save, new FormData() as never).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(Error);
    expect(server.calls).toHaveLength(0);
  });
});
