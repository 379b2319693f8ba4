import {
  CAMPAIGN_MESSAGES,
  type ChannelLine,
  type Label,
  type MyBusiness,
  type Segment,
  type WhatsappTemplate,
} from "@consola/shared";
import type { APIRequestContext, Page } from "@playwright/test";
import { checkScreen, expect, screenSettled, signIn, test, USERS } from "./fixtures.js";
import { apiPost, apiToken, contactWrites, newPhone } from "./helpers-workspace.js";

/**
 * Back at the top of the page before its pictures: a button pressed at the foot of a long form leaves the page
 * scrolled, and a full-page picture of a scrolled page draws its sticky header half-way down.
 */
const toTop = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));

/** A contact's name takes letters only: a stamp's digits become letters. */
const letters = (digits: string) => digits.replace(/\d/g, (digit) => "abcdefghij"[Number(digit)] ?? "a");

/**
 * Norte's admin, through the API: the sandbox WhatsApp line's templates synced (so "bienvenida" is an approved
 * template of the line), three contacts who wrote on it with one label, the third of whom stops accepting
 * messages, and a segment of that label (consent "any", so the review is the one to leave the third out).
 */
async function audience(request: APIRequestContext, stamp: string) {
  const token = await apiToken(request, USERS.norteAdmin);
  const lines = await apiPost<ChannelLine[]>(request, token, "/api/config/ListChannels", {});
  const line = lines.find((candidate) => candidate.provider === "sandbox" && candidate.kind === "whatsapp");
  if (!line) throw new Error("Norte has no sandbox WhatsApp line");
  const templates = await apiPost<WhatsappTemplate[]>(request, token, "/api/config/SyncTemplates", {
    channelId: line.id,
  });
  expect(templates.some((template) => template.name === "bienvenida" && template.status === "APPROVED")).toBe(
    true,
  );

  const label = await apiPost<Label>(request, token, "/api/labels/SaveLabel", {
    name: `Campaña ${stamp}`,
    color: "teal",
    description: "",
  });
  const names = ["Alma", "Bruno", "Ciro"].map((first) => `${first} Campaña ${letters(stamp)}`);
  const contactIds: number[] = [];
  const phones: string[] = [];
  for (const name of names) {
    const phoneNumber = newPhone().e164;
    phones.push(phoneNumber);
    const written = await contactWrites(request, token, {
      phoneNumber,
      name,
      message: "Hola, quiero saber de las ofertas",
    });
    await apiPost(request, token, "/api/labels/LabelContact", {
      contactId: written.contactId,
      add: [label.id],
      remove: [],
    });
    contactIds.push(written.contactId);
  }
  await apiPost(request, token, "/api/wp/MakeOptOut", { contactId: contactIds[2] });
  const segment = await apiPost<Segment>(request, token, "/api/contacts/SaveSegment", {
    name: `Ofertas campaña ${stamp}`,
    conditions: {
      labelIds: [label.id],
      labelMatch: "any",
      fields: [],
      optIn: "any",
      channel: "any",
      openChat: "any",
    },
  });
  return { segment, token, names: names as [string, string, string], almaPhone: phones[0] ?? "" };
}

test.describe("campaigns (/campaigns)", () => {
  test("the admin prices a template; a supervisor builds a campaign to a segment, schedules it a minute later, and follows it to a reply", async ({
    page,
    request,
  }) => {
    // The journey waits for the minute the supervisor schedules, on top of its own steps.
    test.setTimeout(210_000);
    const stamp = Date.now().toString().slice(-6);
    const { segment, names, almaPhone } = await audience(request, stamp);
    const [alma] = names;
    const campaignName = `Ofertas de julio ${stamp}`;

    // Configuración > Campañas: a price for a Mexican number's utility message, so the review can cost it.
    await signIn(page, USERS.norteAdmin, { at: "/config/campaigns" });
    const price = page.getByRole("textbox", { name: "Precio de Utilidad en México" });
    await price.fill("0.0125");
    await page.getByRole("button", { name: "Guardar configuración" }).click();
    await expect(page.getByText(CAMPAIGN_MESSAGES.settingsSaved).first()).toBeVisible();
    await expect(price).toHaveValue("0.0125");
    await screenSettled(page);
    await toTop(page);
    await checkScreen(page, "campaigns-00-settings");

    // A supervisor builds it: the sidebar's entry, then the wizard.
    await signIn(page, USERS.norteSupervisor);
    await page.getByTestId("sidebar-menu").getByRole("link", { name: "Campañas" }).click();
    await expect(page).toHaveURL(/\/campaigns$/);
    await page.getByRole("button", { name: "Nueva campaña" }).click();
    await expect(page).toHaveURL(/\/campaigns\/edit$/);

    // 1. Name and line, by keyboard: the name has the focus, Enter in it moves on.
    const basics = page.getByRole("form", { name: "Nombre y línea" });
    const name = basics.getByRole("textbox", { name: /Nombre de la campaña/ });
    await name.fill(campaignName);
    await basics.getByRole("combobox", { name: /Línea/ }).click();
    await page
      .getByRole("option", { name: /^WhatsApp/ })
      .first()
      .click();
    await name.press("Enter");
    await expect(page).toHaveURL(/\/campaigns\/edit\?id=\d+&step=message$/);
    const campaignId = Number(new URL(page.url()).searchParams.get("id"));

    // 2. The message: an approved template of the line, with its category and text.
    const message = page.getByRole("form", { name: "Mensaje" });
    await message.getByRole("combobox", { name: /Plantilla aprobada/ }).click();
    await page.getByRole("option", { name: /^bienvenida · Utilidad/ }).click();
    await expect(message.getByTestId("template-card")).toContainText("Utilidad");
    await expect(message.getByTestId("template-body")).toHaveText(
      "Hola {{1}}, gracias por escribir a {{2}}. ¿En qué podemos ayudarte?",
    );
    await message.getByRole("button", { name: "Siguiente" }).click();

    // 3. The audience: the segment.
    const audienceStep = page.getByRole("form", { name: "Audiencia" });
    await expect(audienceStep.getByRole("radio", { name: "Un segmento" })).toBeChecked();
    await audienceStep.getByRole("combobox", { name: /^Segmento/ }).click();
    await page.getByRole("option", { name: segment.name }).click();
    await audienceStep.getByRole("button", { name: "Siguiente" }).click();

    // 4. The variables: {{1}} the contact's name (with a fallback), {{2}} a fixed text; the preview shows
    // real recipients of the segment with them filled in.
    const variables = page.getByRole("form", { name: "Variables" });
    const first = variables.getByRole("group", { name: "Variable {{1}}" });
    await first.getByText("Dato del contacto").click();
    await first.getByRole("combobox", { name: /^Dato/ }).click();
    await page.getByRole("option", { name: "Nombre", exact: true }).click();
    await first.getByRole("textbox", { name: /Si el contacto no lo tiene/ }).fill("cliente");
    const second = variables.getByRole("group", { name: "Variable {{2}}" });
    await second.getByRole("textbox", { name: /^Texto/ }).fill("Refaccionaria del Norte");
    await variables.getByRole("button", { name: "Guardar y ver la vista previa" }).click();
    const preview = variables.getByTestId("campaign-preview");
    await expect(preview).toContainText(`Hola ${alma}, gracias por escribir a Refaccionaria del Norte.`);
    await screenSettled(page);
    await toTop(page);
    await checkScreen(page, "campaigns-02-variables");
    await variables.getByRole("button", { name: "Siguiente" }).click();

    // 5. The schedule: a minute later on the business's clock (the next minute at least 15 s away).
    const schedule = page.getByRole("form", { name: "Programación" });
    await expect(schedule.getByRole("radio", { name: "Enviar al confirmar" })).toBeChecked();
    await schedule.getByRole("radio", { name: "En una fecha y hora" }).check();
    const { timeZone } = await apiPost<MyBusiness>(
      request,
      await apiToken(request, USERS.norteAdmin),
      "/api/admin/MyBusiness",
      {},
    );
    const startsAt = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000);
    const clock = (options: Intl.DateTimeFormatOptions, locale: string) =>
      new Intl.DateTimeFormat(locale, { timeZone, ...options }).format(startsAt);
    await schedule
      .getByRole("textbox", { name: "Fecha" })
      .fill(clock({ year: "numeric", month: "2-digit", day: "2-digit" }, "en-CA"));
    await schedule
      .getByRole("textbox", { name: "Hora" })
      .fill(clock({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" }, "en-GB"));
    await schedule.getByRole("button", { name: "Siguiente" }).click();

    // 6. The review: two recipients, the opted-out one left out, the cost of two Mexican utility messages.
    await expect(page).toHaveURL(new RegExp(`/campaigns/edit\\?id=${campaignId}&step=review$`));
    await expect(page.getByTestId("review-recipients")).toHaveText("2");
    const exclusion = page.getByTestId("review-exclusion").filter({ hasText: "No acepta mensajes" });
    await expect(exclusion).toContainText("1");
    const cost = page.getByTestId("review-cost").filter({ hasText: "México" });
    await expect(cost).toContainText("Utilidad");
    await expect(cost).toContainText("0.0125");
    await expect(page.getByTestId("review-total")).toHaveText(/0\.025/);
    await expect(page.getByTestId("review-total")).not.toContainText("desconocido");
    await screenSettled(page);
    await checkScreen(page, "campaigns-03-review");

    // Confirmed, its page: scheduled until its minute, then the funnel fills live as the sandbox sends (the one
    // wait here is the minute the supervisor chose).
    await page.getByRole("button", { name: "Confirmar y programar" }).click();
    await expect(page).toHaveURL(new RegExp(`/campaigns/detail\\?id=${campaignId}$`));
    await expect(page.getByTestId("campaign-name")).toHaveText(campaignName);
    await expect(page.getByTestId("campaign-status")).toHaveText("Programada");
    await expect(page.getByTestId("campaign-waiting")).toContainText("Programada (hasta");
    const funnelCount = (stage: string) => page.getByTestId(`funnel-${stage}`).getByTestId("funnel-count");
    await expect(funnelCount("recipients")).toHaveText("2");
    await expect(funnelCount("sent")).toHaveText("0");
    await expect(funnelCount("sent")).toHaveText("2", { timeout: startsAt.getTime() - Date.now() + 30_000 });
    await expect(page.getByTestId("campaign-status")).not.toHaveText("Programada");
    await expect(page.getByTestId("campaign-waiting")).toBeHidden();
    await expect(page.getByTestId("recipient-row")).toHaveCount(3);
    await expect(page.getByTestId("recipient-row").filter({ hasText: alma })).toBeVisible();
    await expect(page.getByTestId("recipient-row").filter({ hasText: "No acepta mensajes" })).toHaveCount(1);

    // The contact's phone reports the message delivered, then read (as Meta's status callbacks would), and the
    // contact answers: the funnel moves live, and the reply is a chat marked with the campaign. (The admin's
    // browser session ended when the supervisor's began in it: the simulator's calls sign in again.)
    const token = await apiToken(request, USERS.norteAdmin);
    await apiPost(request, token, "/api/sandbox/ReportReceipt", {
      phoneNumber: almaPhone,
      status: "delivered",
    });
    await expect(funnelCount("delivered")).toHaveText("1");
    await apiPost(request, token, "/api/sandbox/ReportReceipt", { phoneNumber: almaPhone, status: "read" });
    await expect(funnelCount("read")).toHaveText("1");
    await contactWrites(request, token, {
      phoneNumber: almaPhone,
      name: alma,
      message: "¿Hasta cuándo es la oferta?",
    });
    await expect(funnelCount("replied")).toHaveText("1");
    await screenSettled(page);
    await checkScreen(page, "campaigns-04-detail");
    const reply = page.getByTestId("recipient-row").filter({ hasText: alma }).getByRole("link");
    await reply.click();
    await expect(page.getByText("¿Hasta cuándo es la oferta?").first()).toBeVisible();
    await expect(page.getByTestId("chat-campaign").first()).toContainText(campaignName);
    await page.goBack();

    // The list: the campaign on top, with its counts.
    await page.getByRole("link", { name: "Campañas", exact: true }).first().click();
    await expect(page).toHaveURL(/\/campaigns$/);
    const row = page.getByTestId("campaign-row").filter({ hasText: campaignName });
    await expect(row.getByTestId("campaign-sent")).toHaveText("2");
    await expect(row.getByRole("link", { name: campaignName })).toHaveAttribute(
      "href",
      `/campaigns/detail?id=${campaignId}`,
    );
    await screenSettled(page);
    await checkScreen(page, "campaigns-01-list");
  });
});
