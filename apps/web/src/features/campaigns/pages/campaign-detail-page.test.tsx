import { CAMPAIGN_MESSAGES, type CampaignRecipient, campaignsEndpoints } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { bodiesOf } from "../../../test/admin-screen";
import { type FakeReply, ok } from "../../../test/fake-fetch";
import { renderScreen } from "../../../test/render-screen";
import { savedFiles } from "../../../test/saved-files";
import { signedInAs } from "../../../test/session";
import { createFakeHub } from "../../../test/socket-fake-hub";
import { buildCampaign, NO_COUNTS } from "../testing/campaign-fixtures";
import { CampaignDetailPage } from "./campaign-detail-page";

const saved = savedFiles();
const counts = {
  ...NO_COUNTS,
  recipients: 200,
  excluded: 12,
  waiting: 100,
  sent: 100,
  delivered: 80,
  read: 40,
};
const sending = buildCampaign({
  status: "sending",
  counts,
  startedAt: "2026-07-02T16:00:00.000Z",
  waiting: { reason: "limit", until: "2026-07-03T16:00:00.000Z" },
});
const recipient = (overrides: Partial<CampaignRecipient>): CampaignRecipient => ({
  id: 1,
  contactId: 40,
  name: "Ana Torres",
  phoneNumber: "+528112345678",
  status: "read",
  exclusion: null,
  errorCode: null,
  error: null,
  sentAt: "2026-07-02T16:01:00.000Z",
  deliveredAt: "2026-07-02T16:01:05.000Z",
  readAt: "2026-07-02T16:10:00.000Z",
  repliedAt: "2026-07-02T16:12:00.000Z",
  conversationId: 900,
  ...overrides,
});

function open(routes: Record<string, FakeReply> = {}) {
  const hub = createFakeHub();
  const server = signedInAs("ProviderSupervisor", {
    routes: {
      "POST /api/campaigns/GetCampaign": ok(sending),
      "POST /api/campaigns/ListCampaignRecipients": ok({
        items: [
          recipient({}),
          recipient({
            id: 2,
            contactId: 41,
            name: "Beto Ríos",
            status: "failed",
            errorCode: "131026",
            error: "El número no tiene WhatsApp",
            deliveredAt: null,
            readAt: null,
            repliedAt: null,
            conversationId: null,
          }),
          recipient({
            id: 3,
            contactId: 42,
            name: "Ciro Paz",
            status: "excluded",
            exclusion: "opted_out",
            sentAt: null,
            deliveredAt: null,
            readAt: null,
            repliedAt: null,
            conversationId: null,
          }),
        ],
        next: null,
      }),
      ...routes,
    },
  });
  const view = renderScreen(<CampaignDetailPage />, {
    path: "/campaigns/detail?id=31",
    route: "/campaigns/detail",
    hub: hub.client,
  });
  return { ...server, ...view, hub, events: userEvent.setup() };
}

const stage = (name: string) => within(screen.getByTestId(`funnel-${name}`)).getByTestId("funnel-count");

describe("campaign page", () => {
  it("shows what it sends, to whom, why it waits, and a funnel the hub moves", async () => {
    const { hub } = open();
    expect(await screen.findByTestId("campaign-name")).toHaveTextContent("Promoción de julio");
    expect(screen.getByTestId("campaign-status")).toHaveTextContent("Enviando");
    expect(screen.getByText("Mayoreo activo")).toBeInTheDocument();
    expect(screen.getByText("bienvenida · Utilidad")).toBeInTheDocument();
    expect(screen.getByTestId("campaign-waiting")).toHaveTextContent(
      /límite diario de la línea.*hasta 2026-07-03 10:00/,
    );
    expect(stage("sent")).toHaveTextContent("100");
    expect(screen.getByRole("progressbar", { name: "Entregados: 80 de 200" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );

    await waitFor(() => expect(hub.ready()).toBe(true));
    hub.push("CampaignProgress", {
      businessId: 1,
      campaignId: 31,
      status: "sending",
      counts: { ...counts, sent: 150, delivered: 120, replied: 9, failed: 3 },
    });
    await waitFor(() => expect(stage("sent")).toHaveTextContent("150"));
    expect(stage("replied")).toHaveTextContent("9");
    expect(stage("failed")).toHaveTextContent("3");
  });

  it("pauses at once, and cancels only once confirmed", async () => {
    const { events, calls } = open({
      "POST /api/campaigns/PauseCampaign": ok({ ...sending, status: "paused" }, CAMPAIGN_MESSAGES.paused),
      "POST /api/campaigns/CancelCampaign": ok(
        { ...sending, status: "cancelled" },
        CAMPAIGN_MESSAGES.cancelled,
      ),
    });
    await events.click(await screen.findByRole("button", { name: "Pausar" }));
    expect(await screen.findByText(CAMPAIGN_MESSAGES.paused)).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Reanudar" })).toBeInTheDocument();
    expect(await bodiesOf(calls, campaignsEndpoints.pause.path)).toEqual([{ id: 31 }]);

    await events.click(screen.getByRole("button", { name: "Cancelar campaña" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancelar campaña" });
    expect(within(dialog).getByRole("button", { name: "Seguir con la campaña" })).toHaveFocus();
    await events.click(within(dialog).getByRole("button", { name: "Seguir con la campaña" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Cancelar campaña" })).toBeNull());
    expect(calls.some((request) => request.url.endsWith("/CancelCampaign"))).toBe(false);
    await events.click(screen.getByRole("button", { name: "Cancelar campaña" }));
    await events.click(
      within(await screen.findByRole("dialog", { name: "Cancelar campaña" })).getByRole("button", {
        name: "Cancelar campaña",
      }),
    );
    expect(await screen.findByText(CAMPAIGN_MESSAGES.cancelled)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Reanudar" })).toBeNull());
  });

  it("lists the recipients with their state, reason, error and a link to the chat their reply opened", async () => {
    const { events, calls } = open({
      "GET /api/campaigns/ExportCampaignRecipients": new Response("Nombre\r\nAna", {
        headers: {
          "Content-Type": "text/csv",
          "Content-Disposition": "attachment; filename*=UTF-8''Campa%C3%B1a.csv",
        },
      }),
    });
    const rows = await screen.findAllByTestId("recipient-row");
    const [ana, beto, ciro] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(ana).getByTestId("recipient-status")).toHaveTextContent("Leído");
    expect(within(ana).getByRole("link", { name: "Abrir chat de Ana Torres" })).toHaveAttribute(
      "href",
      "/chat-active/detail?ci=40&chat=900",
    );
    expect(beto).toHaveTextContent("El número no tiene WhatsApp");
    expect(beto).toHaveTextContent("Código 131026");
    expect(within(ciro).getByTestId("recipient-status")).toHaveTextContent("Excluido");
    expect(ciro).toHaveTextContent("No acepta mensajes");

    await events.click(screen.getByRole("combobox", { name: "Respuesta" }));
    await events.click(await screen.findByRole("option", { name: "Respondieron", hidden: true }));
    await events.type(screen.getByRole("searchbox", { name: "Buscar destinatarios" }), "ana");
    await waitFor(async () =>
      expect((await bodiesOf(calls, campaignsEndpoints.recipients.path)).at(-1)).toEqual({
        id: 31,
        replied: true,
        search: "ana",
      }),
    );

    await events.click(screen.getByRole("button", { name: "Descargar CSV" }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["Campaña.csv"]));
    const exported = calls.find((request) => request.url.includes("/ExportCampaignRecipients"));
    expect(new URL(exported?.url ?? "").searchParams.get("campaign_id")).toBe("31");
  });
});
