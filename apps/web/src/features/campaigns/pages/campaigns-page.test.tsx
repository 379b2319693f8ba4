import { CAMPAIGN_MESSAGES, type Campaign, campaignsEndpoints } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { bodiesOf } from "../../../test/admin-screen";
import { type FakeReply, fail, ok } from "../../../test/fake-fetch";
import { renderScreen } from "../../../test/render-screen";
import { signedInAs } from "../../../test/session";
import { createFakeHub } from "../../../test/socket-fake-hub";
import { buildCampaign, NO_COUNTS } from "../testing/campaign-fixtures";
import { CampaignsPage } from "./campaigns-page";

const sending = buildCampaign({
  id: 31,
  status: "sending",
  counts: { ...NO_COUNTS, recipients: 1200, sent: 10 },
  startedAt: "2026-07-02T16:00:00.000Z",
});
const draft = buildCampaign({ id: 30, name: "Aviso SMS", status: "draft", template: null, text: "Hola" });

function open(routes: Record<string, FakeReply> = {}) {
  const hub = createFakeHub();
  const server = signedInAs("ProviderSupervisor", {
    routes: {
      "POST /api/campaigns/ListCampaigns": (request) =>
        request
          .clone()
          .json()
          .then((body: { before?: number }) =>
            body.before ? ok({ items: [], next: null }) : ok({ items: [sending, draft], next: null }),
          ),
      ...routes,
    },
  });
  const view = renderScreen(<CampaignsPage />, {
    path: "/campaigns",
    route: "/campaigns",
    hub: hub.client,
    others: {
      "/campaigns/edit": <div data-testid="wizard" />,
      "/campaigns/detail": <div data-testid="detail" />,
    },
  });
  return { ...server, ...view, hub, events: userEvent.setup() };
}

const rowOf = async (name: string) =>
  (await screen.findAllByTestId("campaign-row")).find((row) =>
    row.textContent?.includes(name),
  ) as HTMLElement;

describe("campaigns list", () => {
  it("shows each campaign's line, message, status and counts; a draft opens the wizard, others their page", async () => {
    const { router } = open();
    const row = await rowOf("Promoción de julio");
    expect(within(row).getByTestId("campaign-status")).toHaveTextContent("Enviando");
    expect(within(row).getByText("bienvenida")).toBeInTheDocument();
    expect(within(row).getByTestId("campaign-recipients")).toHaveTextContent("1,200");
    expect(within(row).getByText("Iniciada", { exact: false })).toHaveTextContent(
      "Iniciada 2026-07-02 10:00",
    );
    const sms = await rowOf("Aviso SMS");
    expect(within(sms).getByText("SMS")).toBeInTheDocument();
    expect(within(sms).getByRole("link", { name: "Aviso SMS" })).toHaveAttribute(
      "href",
      "/campaigns/edit?id=30",
    );
    expect(within(row).getByRole("link", { name: "Promoción de julio" })).toHaveAttribute(
      "href",
      "/campaigns/detail?id=31",
    );
    expect(screen.getByTestId("campaigns-count")).toHaveTextContent("2 campañas");
    await userEvent.setup().click(screen.getByRole("button", { name: "Nueva campaña" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/campaigns/edit"));
  });

  it("patches a row's counts and status from CampaignProgress, without asking the server again", async () => {
    const { hub, calls } = open();
    await rowOf("Promoción de julio");
    await waitFor(() => expect(hub.ready()).toBe(true));
    const before = calls.length;
    hub.push("CampaignProgress", {
      businessId: 1,
      campaignId: 31,
      status: "paused",
      counts: { ...NO_COUNTS, recipients: 1200, sent: 640, delivered: 600, read: 300, replied: 25 },
    });
    const row = await rowOf("Promoción de julio");
    await waitFor(() => expect(within(row).getByTestId("campaign-sent")).toHaveTextContent("640"));
    expect(within(row).getByTestId("campaign-delivered")).toHaveTextContent("600");
    expect(within(row).getByTestId("campaign-replied")).toHaveTextContent("25");
    expect(within(row).getByTestId("campaign-status")).toHaveTextContent("Pausada");
    expect(calls.slice(before).some((request) => request.url.endsWith("/ListCampaigns"))).toBe(false);

    // Another business's campaign is not this console's.
    hub.push("CampaignProgress", { businessId: 2, campaignId: 31, status: "finished", counts: NO_COUNTS });
    expect(within(row).getByTestId("campaign-status")).toHaveTextContent("Pausada");
  });

  it("filters by status on the server, and reads the next page with the last id", async () => {
    const more: Campaign[] = [buildCampaign({ id: 12, name: "Vieja", status: "finished" })];
    const { events, calls } = open({
      "POST /api/campaigns/ListCampaigns": (request) =>
        request
          .clone()
          .json()
          .then((body: { before?: number }) =>
            body.before ? ok({ items: more, next: null }) : ok({ items: [sending], next: 31 }),
          ),
    });
    expect(await screen.findByTestId("campaigns-count")).toHaveTextContent("1 o más campañas");
    await events.click(screen.getByRole("button", { name: "Cargar más" }));
    expect(await rowOf("Vieja")).toBeInTheDocument();
    await events.click(screen.getByRole("combobox", { name: "Estado" }));
    await events.click(await screen.findByRole("option", { name: "Terminada", hidden: true }));
    await waitFor(async () =>
      expect(await bodiesOf(calls, campaignsEndpoints.list.path)).toEqual([
        {},
        { before: 31 },
        { status: "finished" },
      ]),
    );
  });

  it("removes a draft from its row once confirmed: out of the list at once, with the server's toast", async () => {
    const { events, calls } = open({
      "POST /api/campaigns/RemoveCampaign": ok(draft, CAMPAIGN_MESSAGES.removed),
    });
    const sent = await rowOf("Promoción de julio");
    // Only a draft offers it: a campaign that sent anything keeps its record.
    expect(within(sent).queryByRole("button", { name: /Eliminar/ })).toBeNull();
    const before = calls.length;

    await events.click(
      within(await rowOf("Aviso SMS")).getByRole("button", { name: "Eliminar el borrador «Aviso SMS»" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Eliminar borrador" });
    expect(dialog).toHaveTextContent("¿Eliminar el borrador «Aviso SMS»?");
    expect(within(dialog).getByRole("button", { name: "Conservar el borrador" })).toHaveFocus();
    await events.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Eliminar borrador" })).toBeNull());
    expect(calls.some((request) => request.url.endsWith("/RemoveCampaign"))).toBe(false);

    await events.click(
      within(await rowOf("Aviso SMS")).getByRole("button", { name: "Eliminar el borrador «Aviso SMS»" }),
    );
    await events.click(
      within(await screen.findByRole("dialog", { name: "Eliminar borrador" })).getByRole("button", {
        name: "Eliminar borrador",
      }),
    );
    expect(await screen.findByText(CAMPAIGN_MESSAGES.removed)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByTestId("campaign-row").map((row) => row.textContent)).not.toContainEqual(
        expect.stringContaining("Aviso SMS"),
      ),
    );
    expect(await bodiesOf(calls, campaignsEndpoints.remove.path)).toEqual([{ id: 30 }]);
    expect(screen.getByTestId("campaigns-count")).toHaveTextContent("1 campaña");
    // The cache was changed in place: the list was not asked again.
    expect(calls.slice(before).filter((request) => request.url.endsWith("/ListCampaigns"))).toHaveLength(0);
  });

  it("keeps the dialog open with the server's reason when the draft can no longer be removed", async () => {
    const { events } = open({
      "POST /api/campaigns/RemoveCampaign": () => fail(400, null, CAMPAIGN_MESSAGES.notRemovable),
    });
    await events.click(
      within(await rowOf("Aviso SMS")).getByRole("button", { name: "Eliminar el borrador «Aviso SMS»" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Eliminar borrador" });
    await events.click(within(dialog).getByRole("button", { name: "Eliminar borrador" }));
    expect(await within(dialog).findByText(CAMPAIGN_MESSAGES.notRemovable)).toBeInTheDocument();
    expect(await rowOf("Aviso SMS")).toBeInTheDocument();
  });
});
