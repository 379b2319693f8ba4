import { readFile } from "node:fs/promises";
import { type Label, SEGMENT_MESSAGES } from "@consola/shared";
import type { APIRequestContext } from "@playwright/test";
import { checkScreen, expect, screenSettled, signIn, test, USERS } from "./fixtures.js";
import { apiPost, apiToken, contactWrites, newPhone, settled } from "./helpers-workspace.js";

/** A contact's name takes letters only: a stamp's digits become letters. */
const letters = (digits: string) => digits.replace(/\d/g, (digit) => "abcdefghij"[Number(digit)] ?? "a");

/**
 * Norte's admin, through the API, makes a label and three contacts who wrote, labelled with it; the third
 * stops accepting messages, so "Acepta mensajes" leaves it out.
 */
async function labelledContacts(request: APIRequestContext, stamp: string) {
  const token = await apiToken(request, USERS.norteAdmin);
  const label = await apiPost<Label>(request, token, "/api/labels/SaveLabel", {
    name: `Segmento prueba ${stamp}`,
    color: "teal",
    description: "",
  });
  const names = ["Alma", "Bruno", "Ciro"].map((first) => `${first} Segmento ${letters(stamp)}`);
  const contactIds: number[] = [];
  for (const name of names) {
    const written = await contactWrites(request, token, {
      phoneNumber: newPhone().e164,
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
  // A second label, which the segment's members get in bulk.
  const campaign = await apiPost<Label>(request, token, "/api/labels/SaveLabel", {
    name: `Campaña prueba ${stamp}`,
    color: "grape",
    description: "",
  });
  return { label, campaign, names };
}

test.describe("contact segments (/contact?tab=segmentos)", () => {
  test("a supervisor builds a segment with a live count and opens its members; the admin exports them; an agent only looks", async ({
    page,
    browser,
    request,
  }) => {
    const stamp = Date.now().toString().slice(-6);
    const { label, campaign, names } = await labelledContacts(request, stamp);
    const [alma, bruno, ciro] = names as [string, string, string];
    const segmentName = `Ofertas ${stamp}`;

    // The contacts screen's second tab.
    await signIn(page, USERS.norteSupervisor, { at: "/contact" });
    await page.getByRole("tab", { name: "Segmentos" }).click();
    await expect(page).toHaveURL(/[?&]tab=segmentos/);
    await expect(page.getByTestId("segments-count")).toBeVisible();

    // The builder: the label takes in the three contacts, "Acepta mensajes" leaves two.
    await page.getByRole("button", { name: "Nuevo segmento" }).click();
    const builder = page.getByRole("dialog", { name: "Nuevo segmento" });
    const name = builder.getByRole("textbox", { name: /^Nombre/ });
    await expect(name).toBeFocused();
    await name.fill(segmentName);
    const count = builder.getByTestId("segment-count");
    await builder.getByRole("combobox", { name: "Etiquetas" }).click();
    await page.getByRole("option", { name: label.name, exact: true }).click();
    await page.keyboard.press("Escape");
    await expect(builder).toBeVisible();
    await expect(count).toHaveText("3 contactos");
    await builder.getByRole("radio", { name: "Acepta mensajes" }).check();
    await expect(count).toHaveText("2 contactos");
    const preview = builder.getByTestId("segment-preview");
    await expect(preview.getByRole("listitem")).toHaveCount(2);
    await expect(preview).toContainText(alma);
    await expect(preview).toContainText(bruno);
    await expect(preview).not.toContainText(ciro);
    await settled(builder);
    await checkScreen(page, "segments-01-builder");

    // A field condition without its value is told in the server's words, beside the count; removed, the count
    // comes back.
    await builder.getByRole("button", { name: "Agregar condición" }).click();
    const condition = builder.getByRole("group", { name: "Condición 1" });
    await condition.getByRole("combobox", { name: "Campo" }).click();
    await page.getByRole("option").first().click();
    await expect(condition.getByRole("combobox", { name: "Comparación" })).toHaveValue("es igual a");
    await expect(builder.getByTestId("segment-count-problems")).toContainText("Escribe el valor");
    await settled(builder);
    await checkScreen(page, "segments-01b-builder-condition");
    await condition.getByRole("button", { name: "Quitar la condición 1" }).click();
    await expect(condition).toHaveCount(0);
    await expect(count).toHaveText("2 contactos");
    await builder.getByRole("button", { name: "Guardar segmento" }).click();
    await expect(builder).toBeHidden();
    await expect(page.getByText(SEGMENT_MESSAGES.saved).first()).toBeVisible();
    const row = page.getByTestId("segment-row").filter({ hasText: segmentName });
    await expect(row.getByTestId("segment-summary")).toHaveText(
      `Con la etiqueta ${label.name} · Acepta mensajes`,
    );
    await screenSettled(page);
    await checkScreen(page, "segments-02-list");

    // Its members, in the first tab behind the segment's chip.
    await row.getByRole("button", { name: `Ver contactos de ${segmentName}` }).click();
    await expect(page).toHaveURL(/[?&]segmentId=\d+/);
    await expect(page.getByRole("tab", { name: "Contactos", selected: true })).toBeVisible();
    await expect(page.getByTestId("segment-filter")).toHaveText(`Segmento: ${segmentName}`);
    const members = page.getByTestId("contact-row");
    await expect(members).toHaveCount(2);
    await expect(members.filter({ hasText: alma })).toHaveCount(1);
    await expect(members.filter({ hasText: bruno })).toHaveCount(1);
    await expect(page.getByTestId("contacts-count")).toHaveText("2 contactos");
    await screenSettled(page);
    await checkScreen(page, "segments-03-members");

    // The members labelled in bulk, followed to the end in the progress dialog.
    await page.getByRole("checkbox", { name: "Seleccionar los de esta página" }).check();
    const toolbar = page.getByRole("toolbar", { name: "Acciones con los seleccionados" });
    await expect(toolbar).toContainText("2 seleccionados");
    await toolbar.getByRole("button", { name: "Agregar etiquetas" }).click();
    const adding = page.getByRole("dialog", { name: "Agregar etiquetas" });
    await adding.getByRole("checkbox", { name: campaign.name, exact: true }).check();
    await adding.getByRole("button", { name: "Agregar", exact: true }).click();
    const progress = page.getByRole("dialog", { name: "Agregando etiquetas" });
    await expect(progress.getByTestId("bulk-changed")).toHaveText("2 cambiaron");
    await expect(progress.getByRole("progressbar", { name: "Avance" })).toHaveAttribute("aria-valuenow", "2");
    await settled(progress);
    await checkScreen(page, "segments-03b-members-labelled");
    await progress.getByRole("button", { name: "Cerrar" }).click();
    await expect(members.filter({ hasText: campaign.name })).toHaveCount(2);

    // The admin downloads the segment's members.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, USERS.norteAdmin, { at: "/contact?tab=segmentos" });
    const adminRow = admin.getByTestId("segment-row").filter({ hasText: segmentName });
    const download = admin.waitForEvent("download");
    await adminRow.getByRole("button", { name: `Exportar a CSV los contactos de ${segmentName}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("Contactos.csv");
    const csv = (await readFile(await file.path(), "utf8")).replace(/^\uFEFF/, "");
    const [, ...rows] = csv.trim().split(/\r?\n/);
    expect(rows).toHaveLength(2);
    expect(rows.some((line) => line.includes(alma))).toBe(true);
    expect(rows.some((line) => line.includes(bruno))).toBe(true);
    await adminContext.close();

    // An agent, in the same browser once the supervisor is done, sees the segments and their members, and
    // nothing to change them with.
    await signIn(page, USERS.norteAgent1, { at: "/contact?tab=segmentos" });
    const agentRow = page.getByTestId("segment-row").filter({ hasText: segmentName });
    await expect(agentRow.getByRole("button", { name: `Ver contactos de ${segmentName}` })).toBeVisible();
    await expect(agentRow.getByRole("button", { name: /Editar|Eliminar|Exportar/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Nuevo segmento" })).toHaveCount(0);
    await screenSettled(page);
    await checkScreen(page, "segments-04-agent");
  });
});
