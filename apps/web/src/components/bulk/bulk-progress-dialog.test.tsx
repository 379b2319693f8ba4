import type { BulkJob } from "@consola/shared";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../app/providers";
import { createQueryClient } from "../../app/query-client";
import { ok } from "../../test/fake-fetch";
import { serverAnswering } from "../../test/session";
import { BulkProgressDialog } from "./bulk-progress-dialog";

const job = (overrides: Partial<BulkJob>): BulkJob => ({
  id: 7,
  action: "chats.close",
  status: "running",
  total: 4,
  processed: 0,
  changed: 0,
  skipped: [],
  error: null,
  createdAt: "2026-05-04T17:00:00.000Z",
  finishedAt: null,
  ...overrides,
});

function renderDialog(onEnded = vi.fn(), onClose = vi.fn()) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <BulkProgressDialog jobId={7} title="Cierre de chats" onEnded={onEnded} onClose={onClose} />
    </AppProviders>,
  );
  return { onEnded, onClose };
}

describe("bulk progress", () => {
  it("shows the bar moving, then what changed and why the rest was left as it was", async () => {
    const answers = [
      job({ processed: 2, changed: 2 }),
      job({
        status: "done",
        processed: 4,
        changed: 3,
        skipped: [{ reason: "El chat no está activo", count: 1 }],
        finishedAt: "2026-05-04T17:00:02.000Z",
      }),
    ];
    serverAnswering({ "GET /api/bulk/BulkActionStatus": () => ok(answers.shift() ?? answers.at(-1)) });
    const { onEnded, onClose } = renderDialog();

    const bar = await screen.findByRole("progressbar", { name: "Avance" });
    expect(bar).toHaveAttribute("aria-valuenow", "2");
    expect(bar).toHaveAttribute("aria-valuemax", "4");
    expect(bar).toHaveAttribute("aria-valuetext", "2 de 4");
    expect(screen.getByRole("button", { name: "Cancelar" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("");

    // The next poll, a second later, finds it done.
    expect(await screen.findByText("3 cambiaron", {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(bar).toHaveAttribute("aria-valuenow", "4");
    expect(screen.getByRole("list", { name: "Sin cambios" })).toHaveTextContent("El chat no está activo: 1");
    expect(screen.getByRole("status")).toHaveTextContent("Acción terminada. 3 cambiaron.");
    expect(screen.queryByRole("button", { name: "Cancelar" })).not.toBeInTheDocument();
    expect(onEnded).toHaveBeenCalledTimes(1);

    await userEvent.setup().click(screen.getByRole("button", { name: "Cerrar" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("cancels a running job and says what it changed before stopping", async () => {
    const cancelled = job({
      status: "cancelled",
      processed: 1,
      changed: 1,
      finishedAt: "2026-05-04T17:00:01Z",
    });
    const fake = serverAnswering({
      "GET /api/bulk/BulkActionStatus": ok(job({})),
      "POST /api/bulk/CancelBulkAction": ok(cancelled),
    });
    const { onEnded } = renderDialog();

    await userEvent.setup().click(await screen.findByRole("button", { name: "Cancelar" }));

    expect(await screen.findByText("Acción cancelada")).toBeInTheDocument();
    expect(screen.getByText("1 cambió")).toBeInTheDocument();
    const sent = fake.calls.find((request) => new URL(request.url).pathname === "/api/bulk/CancelBulkAction");
    expect(await sent?.json()).toEqual({ jobId: 7 });
    await waitFor(() => expect(onEnded).toHaveBeenCalledWith(cancelled));
  });

  it("says why a failed job stopped", async () => {
    serverAnswering({
      "GET /api/bulk/BulkActionStatus": ok(
        job({ status: "failed", error: "La persona que inició la acción ya no puede hacerla" }),
      ),
    });
    renderDialog();
    expect(await screen.findByText("La acción no pudo terminar")).toBeInTheDocument();
    expect(screen.getByText("La persona que inició la acción ya no puede hacerla")).toBeInTheDocument();
  });
});
