import {
  CONTACT_IMPORT_TYPES,
  type ContactImportMapping,
  type ContactImportPreview,
  type ContactImportStatus,
} from "@consola/shared";
import { expect } from "vitest";
import type { RouteTestWorld } from "./route-test-world.js";

export type UploadFile = { data: Buffer | string; name: string; type?: string };

/** A CSV file's text: the lines as given, each ended the way Excel ends them. */
export const csv = (...lines: string[]) => `${lines.join("\r\n")}\r\n`;

/** The contact import's calls, as the web makes them, against a world's app. */
export function contactImportCalls(world: RouteTestWorld) {
  function upload(token: string, file: UploadFile | undefined, fields: Record<string, string> = {}) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file) {
      const type = file.type ?? CONTACT_IMPORT_TYPES.csv;
      form.append("file", new Blob([file.data], { type }), file.name);
    }
    return world.app.inject({
      method: "POST",
      url: "/api/admin/ImportContacts",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
  }

  async function preview(token: string, file: UploadFile, fields: Record<string, string> = {}) {
    const response = await upload(token, file, fields);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as ContactImportPreview;
  }

  const call = (token: string, method: "GET" | "POST", url: string, payload?: Record<string, unknown>) =>
    world.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  const start = (token: string, importId: number, mapping: ContactImportMapping, extra = {}) =>
    call(token, "POST", "/api/admin/ImportContacts/Start", { importId, mapping, ...extra });

  const status = (token: string, importId: number, query = "") =>
    call(token, "GET", `/api/admin/ImportContacts/Status?import_id=${importId}${query}`);

  const rejectedCsv = (token: string, importId: number, query = "") =>
    call(token, "GET", `/api/admin/ImportContacts/Rejected?import_id=${importId}${query}`);

  /** Uploads, starts with the suggested mapping (or the given one) and waits for the background run. */
  async function importFile(token: string, file: UploadFile, mapping?: ContactImportMapping) {
    const shown = await preview(token, file);
    const started = await start(token, shown.importId, mapping ?? shown.suggestedMapping);
    expect(started.statusCode, started.body).toBe(200);
    await world.deps.tasks.settle();
    const done = await status(token, shown.importId);
    expect(done.statusCode).toBe(200);
    return { preview: shown, status: done.json().data as ContactImportStatus };
  }

  return { upload, preview, call, start, status, rejectedCsv, importFile };
}
