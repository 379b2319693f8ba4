import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FakeReply } from "../../../test/fake-fetch";
import { renderScreen } from "../../../test/render-screen";
import { savedFiles } from "../../../test/saved-files";
import { signedInAs } from "../../../test/session";
import { businessReportFiles } from "../api/report-files";
import { ReportDownloads } from "./report-downloads";

const saved = savedFiles();

const QUERY = { from: "2026-03-04", to: "2026-03-10", agentId: 11, channel: "whatsapp" as const };
const FILE_NAME = "Refacciones Norte - Conversaciones 2026-03-04 a 2026-03-10.csv";

function csvAnswer(chunks: string[]) {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    }),
    {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="report.csv"; filename*=UTF-8''${encodeURIComponent(FILE_NAME)}`,
      },
    },
  );
}

/** A download that sends one chunk and then waits until the call is cancelled. */
function endlessAnswer(_request: Request, signal?: AbortSignal) {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode("x".repeat(200 * 1024)));
        signal?.addEventListener("abort", () => controller.error(signal.reason));
      },
    }),
    { headers: { "Content-Type": "text/csv; charset=utf-8" } },
  );
}

function open(routes: Record<string, FakeReply>) {
  const server = signedInAs("ProviderSupervisor", { routes });
  renderScreen(<ReportDownloads files={businessReportFiles(QUERY)} />, { path: "/report", route: "/report" });
  return { ...server, events: userEvent.setup() };
}

describe("report CSV downloads", () => {
  it("asks the chosen file for the period and filters on screen and saves it under the server's name", async () => {
    const { calls, events } = open({
      "GET /api/report/Download/conversaciones": () =>
        csvAnswer(["\uFEFFDía,Abiertas\r\n", "2026-03-04,3\r\n"]),
    });
    await events.click(screen.getByRole("button", { name: "Descargar CSV" }));
    await events.click(await screen.findByRole("menuitem", { name: "Conversaciones" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(FILE_NAME);
    // Byte for byte, the BOM included (Blob.text() would drop it).
    const bytes = new Uint8Array((await saved[0]?.blob.arrayBuffer()) ?? new ArrayBuffer(0));
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(
      "\uFEFFDía,Abiertas\r\n2026-03-04,3\r\n",
    );
    const url = new URL(calls.at(-1)?.url ?? "");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: "2026-03-04",
      to: "2026-03-10",
      agentId: "11",
      channel: "whatsapp",
    });
    expect(await screen.findByText(`Descargado: ${FILE_NAME}`)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Descargar CSV" })).toBeInTheDocument();
  });

  it("shows how much has arrived and cancels the download, saving nothing", async () => {
    const { events } = open({ "GET /api/report/Download/detalle": endlessAnswer });
    await events.click(screen.getByRole("button", { name: "Descargar CSV" }));
    await events.click(await screen.findByRole("menuitem", { name: "Reporte detallado" }));
    expect(await screen.findByText("200 KB descargados")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Descargando Reporte detallado" })).toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(await screen.findByText("Descarga cancelada")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Descargar CSV" })).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it("says the server's Spanish reason when a download is refused", async () => {
    const { events } = open({
      "GET /api/report/Download/primera_respuesta": {
        status: 400,
        body: { isOk: false, message: "", data: { error: ["El periodo no puede pasar de 366 días"] } },
      },
    });
    await events.click(screen.getByRole("button", { name: "Descargar CSV" }));
    await events.click(await screen.findByRole("menuitem", { name: "Primera respuesta" }));
    expect(await screen.findByText("El periodo no puede pasar de 366 días")).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
