import {
  CHANNEL_LINE_MESSAGES,
  CHANNEL_TEST_MESSAGES,
  TEMPLATE_MESSAGES,
  type WhatsappTemplate,
} from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { ConfigBusinessProvider } from "../../../data/config";
import { lastBody, openAsAdmin } from "../../../test/admin-screen";
import { type FakeReply, ok } from "../../../test/fake-fetch";
import { buildWhatsappLine } from "../../../test/fixtures";
import { renderScreen } from "../../../test/render-screen";
import { signedInAs } from "../../../test/session";
import { ChannelsPage, ChatKeysPage, SmsLinesPage } from "./channels-page";

const cloud = buildWhatsappLine({
  credentialsSet: ["accessToken", "wabaId"],
  credentialHints: { accessToken: "9XyZ", wabaId: "" },
  webhookUrls: ["https://consola.mx/api/webhooks/whatsapp"],
});
const rejected: WhatsappTemplate = {
  id: 1,
  channelId: 4,
  name: "cobro",
  language: "es",
  category: "UTILITY",
  body: "Paga ya",
  examples: [],
  status: "REJECTED",
  rejectedReason: "SCAM",
  syncedAt: null,
  updatedAt: "2026-11-20T15:00:00.000Z",
};

const twilio = buildWhatsappLine({
  id: 5,
  kind: "sms",
  provider: "twilio",
  phoneNumber: "+14155550100",
  externalId: "+14155550100",
  credentialsSet: ["accountSid", "authToken"],
  credentialHints: { accountSid: "AB12", authToken: "" },
  webhookUrls: ["https://consola.mx/api/webhooks/twilio"],
});

function open(routes: Record<string, FakeReply> = {}) {
  return openAsAdmin(<ChannelsPage />, "/config/smsConfig", {
    "POST /api/config/ListChannels": ok([cloud]),
    "POST /api/config/ListTemplates": ok([rejected]),
    ...routes,
  });
}

describe("/config/smsConfig", () => {
  it("shows stored keys only as masked hints and sends only the keys typed again", async () => {
    const { events, calls } = open({
      "POST /api/config/SaveChannel": ok(cloud, CHANNEL_LINE_MESSAGES.saved),
    });
    const card = await screen.findByTestId("channel-line");
    expect(within(card).getByText("Token de acceso: guardado •••• 9XyZ")).toBeInTheDocument();
    expect(within(card).getByText(/WABA\): guardado ••••$/)).toBeInTheDocument();
    expect(within(card).getByText("Secreto de la app: sin guardar")).toBeInTheDocument();

    await events.click(within(card).getByRole("button", { name: /^Editar llaves/ }));
    const form = await screen.findByRole("form", { name: "Editar línea y llaves" });
    const token = within(form).getByLabelText("Token de acceso");
    expect(token).toHaveValue("");
    expect(within(form).getByText("Guardado •••• 9XyZ. Déjalo vacío para conservarlo.")).toBeInTheDocument();
    await events.type(within(form).getByLabelText("Secreto de la app"), "nuevo-secreto");
    await events.click(within(form).getByRole("button", { name: "Guardar línea" }));
    expect(await screen.findByText(CHANNEL_LINE_MESSAGES.saved)).toBeInTheDocument();
    expect(await lastBody(calls, "/api/config/SaveChannel")).toEqual({
      id: 4,
      kind: "whatsapp",
      provider: "whatsapp_cloud",
      phoneNumber: "+528112345678",
      externalId: "109876543210",
      credentials: { appSecret: "nuevo-secreto" },
      status: "active",
    });
  });

  it("shows the provider's refusal of 'probar conexión' in Spanish beside the line", async () => {
    const { events } = open({
      "POST /api/config/TestChannel": ok({
        passed: false,
        reason: "invalid_credentials",
        providerCode: "190",
        message: CHANNEL_TEST_MESSAGES.invalid_credentials,
        checkedAt: "2026-11-20T15:00:00.000Z",
      }),
    });
    const card = await screen.findByTestId("channel-line");
    await events.click(within(card).getByRole("button", { name: /^Probar conexión/ }));
    const result = await within(card).findByTestId("line-test-result");
    expect(result).toHaveTextContent("La conexión falló");
    expect(result).toHaveTextContent(CHANNEL_TEST_MESSAGES.invalid_credentials);
  });

  it("lists templates with their state and reason, and checks a new one with the server's texts", async () => {
    const { events, calls } = open();
    await events.click(await screen.findByRole("tab", { name: "Plantillas de WhatsApp" }));
    const row = await screen.findByTestId("template-row");
    expect(row).toHaveTextContent("Rechazada");
    expect(row).toHaveTextContent("Motivo: Posible fraude");
    await events.click(screen.getByRole("button", { name: "Nueva plantilla" }));
    const form = await screen.findByRole("form", { name: "Nueva plantilla de WhatsApp" });
    await events.type(within(form).getByRole("textbox", { name: "Nombre" }), "Aviso Pedido");
    expect(within(form).getByRole("textbox", { name: "Nombre" })).toHaveValue("aviso_pedido");
    await events.click(within(form).getByRole("button", { name: "Agregar {{1}}" }));
    await events.click(within(form).getByRole("button", { name: "Crear y enviar a aprobación" }));
    expect(await within(form).findByText(TEMPLATE_MESSAGES.exampleRequired)).toBeInTheDocument();
    await waitFor(() => expect(calls.some((request) => request.url.endsWith("/SubmitTemplate"))).toBe(false));
  });

  it("shows every channel's lines, and offers both channels for a new line", async () => {
    const { events } = open({ "POST /api/config/ListChannels": ok([cloud, twilio]) });
    expect(await screen.findAllByTestId("channel-line")).toHaveLength(2);
    expect(screen.getByRole("tab", { name: "Plantillas de WhatsApp" })).toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Agregar línea" }));
    const form = await screen.findByRole("form", { name: "Agregar línea" });
    expect(within(form).getByRole("combobox", { name: "Canal" })).toHaveValue("WhatsApp");
  });
});

/** A page of the business panel, about business 7, as a platform admin sees it. */
function openInPanel(page: ReactNode, path: string, routes: Record<string, FakeReply> = {}) {
  const server = signedInAs("Super", {
    routes: {
      "POST /api/config/ListChannels": ok([cloud, twilio]),
      "POST /api/config/ListTemplates": ok([rejected]),
      ...routes,
    },
  });
  const view = renderScreen(<ConfigBusinessProvider businessId={7}>{page}</ConfigBusinessProvider>, {
    path: `${path}?business_id=7`,
    route: path,
  });
  return { ...server, ...view, events: userEvent.setup() };
}

const sentTo = (calls: Request[], path: string) =>
  calls.filter((request) => new URL(request.url).pathname === path);
const namedBusiness = (request: Request | undefined) =>
  new URL(request?.url ?? "http://localhost").searchParams.get("business_id");

describe("the business panel's keys pages", () => {
  it("the chat channel's keys: reads the chosen business's lines by the query string, WhatsApp only", async () => {
    const { events, calls } = openInPanel(<ChatKeysPage />, "/admin/business/panel/keys", {
      "POST /api/config/SaveChannel": ok(cloud, CHANNEL_LINE_MESSAGES.saved),
    });
    const card = await screen.findByTestId("channel-line");
    expect(screen.getAllByTestId("channel-line")).toHaveLength(1);
    expect(card).toHaveTextContent("109876543210");
    const [firstRead] = sentTo(calls, "/api/config/ListChannels");
    expect(namedBusiness(firstRead)).toBe("7");
    expect(await firstRead?.clone().json()).toEqual({});

    // A new line here is a WhatsApp line: no channel to choose.
    await events.click(screen.getByRole("button", { name: "Agregar línea" }));
    const form = await screen.findByRole("form", { name: "Agregar línea" });
    expect(within(form).queryByRole("combobox", { name: "Canal" })).not.toBeInTheDocument();
    expect(within(form).getByText("WhatsApp")).toBeInTheDocument();
    await events.type(within(form).getByRole("textbox", { name: /phone_number_id/ }), "109876543211");
    await events.type(within(form).getByLabelText("Token de acceso"), "EAAG-nuevo");
    await events.click(within(form).getByRole("button", { name: "Guardar línea" }));
    expect(await screen.findByText(CHANNEL_LINE_MESSAGES.saved)).toBeInTheDocument();
    const [save] = sentTo(calls, "/api/config/SaveChannel");
    expect(namedBusiness(save)).toBe("7");
    expect(await save?.clone().json()).toMatchObject({ kind: "whatsapp", provider: "whatsapp_cloud" });
    expect(await save?.clone().json()).not.toHaveProperty("business_id");

    // The templates are the WhatsApp lines', of the same business.
    await events.click(screen.getByRole("tab", { name: "Plantillas de WhatsApp" }));
    expect(await screen.findByTestId("template-row")).toHaveTextContent("cobro");
    expect(namedBusiness(sentTo(calls, "/api/config/ListTemplates")[0])).toBe("7");
  });

  it("the SMS and MMS keys: only the Twilio numbers, without templates", async () => {
    const { events, calls } = openInPanel(<SmsLinesPage />, "/admin/business/panel/sms");
    const card = await screen.findByTestId("channel-line");
    expect(screen.getAllByTestId("channel-line")).toHaveLength(1);
    expect(card).toHaveTextContent("+14155550100");
    expect(namedBusiness(sentTo(calls, "/api/config/ListChannels")[0])).toBe("7");
    expect(screen.queryByRole("tab", { name: "Plantillas de WhatsApp" })).not.toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Agregar línea" }));
    const form = await screen.findByRole("form", { name: "Agregar línea" });
    expect(within(form).queryByRole("combobox", { name: "Canal" })).not.toBeInTheDocument();
    expect(within(form).getByText("SMS y MMS")).toBeInTheDocument();
    expect(within(form).getByLabelText("Auth token")).toBeInTheDocument();
  });
});
