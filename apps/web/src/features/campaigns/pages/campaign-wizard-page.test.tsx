import {
  CAMPAIGN_MESSAGES,
  type Campaign,
  type ContactField,
  campaignsEndpoints,
  type Role,
} from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { bodiesOf, lastBody } from "../../../test/admin-screen";
import { type FakeReply, ok } from "../../../test/fake-fetch";
import { buildContactField } from "../../../test/fixtures";
import { renderScreen } from "../../../test/render-screen";
import { signedInAs } from "../../../test/session";
import { createFakeHub } from "../../../test/socket-fake-hub";
import { buildCampaign, buildReview, buildTemplate } from "../testing/campaign-fixtures";
import { CampaignWizardPage } from "./campaign-wizard-page";

const nivel: ContactField = buildContactField({ id: 1, key: "nivel", name: "Nivel", type: "text" });

/** What a draft saved from the body sent looks like to the wizard. */
const savedFrom = (body: Partial<Campaign>) => buildCampaign({ ...body });

function open(path: string, routes: Record<string, FakeReply> = {}, role: Role = "ProviderAdmin") {
  const hub = createFakeHub();
  const server = signedInAs(role, {
    routes: {
      "POST /api/campaigns/ListCampaignLines": ok([
        {
          id: 4,
          kind: "whatsapp",
          phoneNumber: "+528112345678",
          templates: [
            buildTemplate(),
            buildTemplate({
              id: 11,
              name: "recordatorio",
              category: "MARKETING",
              body: "Tu cita es el {{1}}.",
            }),
          ].map(({ id, name, language, category, body }) => ({ id, name, language, category, body })),
        },
        { id: 5, kind: "sms", phoneNumber: "+528187654321", templates: [] },
      ]),
      "POST /api/contacts/ListSegments": ok([
        { id: 8, name: "Mayoreo activo", updatedAt: "", conditions: {} },
      ]),
      "POST /api/labels/ListLabels": ok([]),
      "POST /api/campaigns/ListCampaignImports": ok([]),
      "POST /api/contacts/ListContactFields": ok([nivel]),
      "POST /api/campaigns/PreviewCampaign": ok([
        {
          contactId: 1,
          name: "Ana Torres",
          phoneNumber: "+528112345678",
          text: "Hola Ana, gracias por escribir a Norte.",
        },
      ]),
      ...routes,
    },
  });
  const view = renderScreen(<CampaignWizardPage />, {
    path,
    route: "/campaigns/edit",
    hub: hub.client,
    others: {
      "/campaigns/detail": <div data-testid="detail" />,
      "/campaigns": <div data-testid="campaigns-list" />,
    },
  });
  return { ...server, ...view, hub, events: userEvent.setup() };
}

const option = (name: string) => screen.findByRole("option", { name, hidden: true });
/** The option of one select's own list, where several selects offer the same ones. */
async function optionOf(combobox: HTMLElement, name: string) {
  await waitFor(() => expect(combobox.getAttribute("aria-controls")).toBeTruthy());
  const listbox = document.getElementById(combobox.getAttribute("aria-controls") ?? "") as HTMLElement;
  return within(listbox).findByRole("option", { name, hidden: true });
}
const step = (name: string) => screen.findByRole("form", { name });

describe("campaign wizard", () => {
  it("creates the draft at the first «Siguiente», keeps its id in the address, and asks for an approved template", async () => {
    const { events, calls, router } = open("/campaigns/edit", {
      "POST /api/campaigns/SaveCampaign": ok(savedFrom({ template: null, audience: null, variables: [] })),
    });
    const basics = await step("Nombre y línea");
    await events.click(within(basics).getByRole("button", { name: "Siguiente" }));
    expect(await within(basics).findByText(CAMPAIGN_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(basics).getByText(CAMPAIGN_MESSAGES.lineRequired)).toBeInTheDocument();

    await events.type(
      within(basics).getByRole("textbox", { name: /Nombre de la campaña/ }),
      "Promoción de julio",
    );
    await events.click(within(basics).getByRole("combobox", { name: /Línea/ }));
    // Only active WhatsApp and SMS lines.
    expect(screen.queryByRole("option", { name: /8100000000|8111111111/, hidden: true })).toBeNull();
    await events.click(await option("WhatsApp · +52 81 1234 5678"));
    await events.click(within(basics).getByRole("button", { name: "Siguiente" }));
    await waitFor(() => expect(router.state.location.search).toBe("?id=31&step=message"));
    expect(await bodiesOf(calls, campaignsEndpoints.save.path)).toEqual([
      {
        name: "Promoción de julio",
        channelId: "4",
        templateId: null,
        text: "",
        audience: null,
        variables: [],
        startAt: null,
        withinHours: false,
      },
    ]);

    const message = await step("Mensaje");
    await events.click(within(message).getByRole("button", { name: "Siguiente" }));
    expect(await within(message).findByText(CAMPAIGN_MESSAGES.templateRequired)).toBeInTheDocument();
    await events.click(within(message).getByRole("combobox", { name: /Plantilla aprobada/ }));
    // A template Meta has not approved is not offered.
    expect(screen.queryByRole("option", { name: /oferta/, hidden: true })).toBeNull();
    await events.click(await option("recordatorio · Marketing · Español (México)"));
    const card = within(message).getByTestId("template-card");
    expect(card).toHaveTextContent("Marketing");
    expect(within(card).getByTestId("template-body")).toHaveTextContent("Tu cita es el {{1}}.");
    await events.click(within(message).getByRole("button", { name: "Siguiente" }));
    await waitFor(async () =>
      expect(await lastBody(calls, campaignsEndpoints.save.path)).toMatchObject({
        id: 31,
        templateId: "11",
      }),
    );
    expect(await step("Audiencia")).toBeInTheDocument();
  });

  it("gives each {{n}} its row: a fixed text, or a contact's datum with its fallback, and previews the saved draft", async () => {
    const { events, calls } = open("/campaigns/edit?id=31&step=variables", {
      "POST /api/campaigns/GetCampaign": ok(buildCampaign()),
      "POST /api/campaigns/SaveCampaign": ok(buildCampaign()),
    });
    const variables = await step("Variables");
    const rows = await within(variables).findAllByTestId("variable-row");
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(variables).getByRole("group", { name: "Variable {{1}}" })).toBe(first);
    expect(within(first).getByRole("combobox", { name: /^Dato/ })).toHaveValue("Nombre");
    expect(within(first).getByRole("textbox", { name: /Si el contacto no lo tiene/ })).toHaveValue("cliente");
    expect(within(second).getByRole("textbox", { name: /^Texto/ })).toHaveValue("Refaccionaria del Norte");
    expect(await within(variables).findByTestId("campaign-preview")).toHaveTextContent(
      "Hola Ana, gracias por escribir a Norte.",
    );

    // {{2}} becomes the business's own field "Nivel"; it needs the text sent to whom lacks it.
    await events.click(within(second).getByRole("radio", { name: "Dato del contacto" }));
    const field = within(second).getByRole("combobox", { name: /^Dato/ });
    await events.click(field);
    await events.click(await optionOf(field, "Nivel"));
    await events.click(within(variables).getByRole("button", { name: "Siguiente" }));
    expect(await within(second).findByText(CAMPAIGN_MESSAGES.variableRequired(2))).toBeInTheDocument();
    expect(calls.some((request) => request.url.endsWith("/SaveCampaign"))).toBe(false);

    await events.type(within(second).getByRole("textbox", { name: /Si el contacto no lo tiene/ }), "General");
    await events.click(within(variables).getByRole("button", { name: "Guardar y ver la vista previa" }));
    await waitFor(async () =>
      expect(await lastBody(calls, campaignsEndpoints.save.path)).toMatchObject({
        id: 31,
        variables: [
          { source: "field", key: "name", fallback: "cliente" },
          { source: "field", key: "nivel", fallback: "General" },
        ],
      }),
    );
    await waitFor(() =>
      expect(calls.filter((request) => request.url.endsWith("/PreviewCampaign")).length).toBeGreaterThan(1),
    );
  });

  it("offers a supervisor the same lines and templates, from the campaigns' own list", async () => {
    const { events, calls } = open("/campaigns/edit", {}, "ProviderSupervisor");
    const basics = await step("Nombre y línea");
    await events.click(within(basics).getByRole("combobox", { name: /Línea/ }));
    expect(await option("SMS · +52 81 8765 4321")).toBeInTheDocument();
    expect(calls.some((request) => /ListChannels|ListTemplates/.test(request.url))).toBe(false);
  });

  it("counts an SMS's segments and encoding as it is typed", async () => {
    const { events } = open("/campaigns/edit?id=31&step=message", {
      "POST /api/campaigns/GetCampaign": ok(
        buildCampaign({
          line: { id: 5, kind: "sms", phoneNumber: "+528187654321" },
          template: null,
          text: "",
          audience: null,
          variables: [],
        }),
      ),
    });
    const message = await step("Mensaje");
    const text = within(message).getByRole("textbox", { name: /Texto del SMS/ });
    await events.type(text, "Hola {{{{1}}, tu pedido ya esta listo. ¡Gracias!");
    const count = within(message).getByTestId("sms-segments");
    expect(count).toHaveTextContent("1 segmento de SMS");
    expect(count).toHaveTextContent("GSM-7");
    // "ó" is not in GSM-7: the whole text goes as UCS-2, 70 characters a segment.
    await events.type(
      text,
      " Pasa por él a la sucursal de Monterrey cuando quieras, te esperamos. Atentamente, Refaccionaria del Norte ó",
    );
    expect(count).toHaveTextContent("UCS-2");
    expect(count).toHaveTextContent("3 segmentos de SMS");
  });

  it("prepares the draft, waits for the hub to say its recipients are ready, then confirms and opens its page", async () => {
    let preparation: Campaign["preparation"] = "none";
    const { calls, hub, router, events } = open("/campaigns/edit?id=31&step=review", {
      "POST /api/campaigns/GetCampaign": () => ok(buildCampaign({ preparation })),
      "POST /api/campaigns/PrepareCampaign": () => {
        preparation = "preparing";
        return ok(buildCampaign({ preparation }));
      },
      "POST /api/campaigns/ReviewCampaign": ok(buildReview()),
      "POST /api/campaigns/ConfirmCampaign": ok(
        buildCampaign({ status: "sending" }),
        CAMPAIGN_MESSAGES.confirmed,
      ),
    });
    expect(await screen.findByText("Calculando destinatarios…")).toBeInTheDocument();
    await waitFor(() => expect(calls.some((request) => request.url.endsWith("/PrepareCampaign"))).toBe(true));
    expect(calls.some((request) => request.url.endsWith("/ReviewCampaign"))).toBe(false);
    expect(screen.getByRole("button", { name: "Confirmar y enviar" })).toBeDisabled();

    preparation = "ready";
    await waitFor(() => expect(hub.ready()).toBe(true));
    hub.push("CampaignProgress", {
      businessId: 1,
      campaignId: 31,
      status: "draft",
      counts: buildReview().campaign.counts,
    });
    expect(await screen.findByTestId("review-recipients")).toHaveTextContent("1,200");
    expect(await bodiesOf(calls, campaignsEndpoints.prepare.path)).toEqual([{ id: 31 }]);

    await events.click(screen.getByRole("button", { name: "Confirmar y enviar" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/campaigns/detail"));
    expect(router.state.location.search).toBe("?id=31");
    expect(await screen.findByText(CAMPAIGN_MESSAGES.confirmed)).toBeInTheDocument();
  });

  it("removes the draft being edited once confirmed, and goes back to the list with the server's toast", async () => {
    const { events, calls, router } = open("/campaigns/edit?id=31&step=basics", {
      "POST /api/campaigns/GetCampaign": ok(buildCampaign()),
      "POST /api/campaigns/RemoveCampaign": ok(buildCampaign(), CAMPAIGN_MESSAGES.removed),
    });
    await step("Nombre y línea");
    await events.click(screen.getByRole("button", { name: "Eliminar borrador" }));
    const dialog = await screen.findByRole("dialog", { name: "Eliminar borrador" });
    expect(dialog).toHaveTextContent("¿Eliminar el borrador «Promoción de julio»?");
    await events.click(within(dialog).getByRole("button", { name: "Eliminar borrador" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/campaigns"));
    expect(await screen.findByText(CAMPAIGN_MESSAGES.removed)).toBeInTheDocument();
    expect(await bodiesOf(calls, campaignsEndpoints.remove.path)).toEqual([{ id: 31 }]);
  });

  it("offers no removal before the first save: there is no draft yet", async () => {
    open("/campaigns/edit");
    await step("Nombre y línea");
    expect(screen.queryByRole("button", { name: "Eliminar borrador" })).toBeNull();
  });
});
