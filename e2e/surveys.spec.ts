import { SURVEY_FLOW_MESSAGES, SURVEY_MESSAGES } from "@consola/shared";
import { checkScreen, expect, screenSettled, signIn, snapPart, test, USERS } from "./fixtures.js";
import { activateDemoSurvey } from "./helpers-surveys.js";
import { pageToken } from "./helpers-workspace.js";

const stamp = () => Date.now().toString().slice(-6);

/** A branching survey as a pasted JSON: a bad rating asks why, a good one ends. */
function surveyJson(name: string, loop = false) {
  return JSON.stringify(
    {
      name,
      description: "Después de cada chat",
      initialMessage: "¿Nos ayudas con dos preguntas?",
      finalMessage: "¡Gracias por tu tiempo!",
      questions: [
        {
          key: "atencion",
          text: "¿Cómo te atendimos?",
          type: "choice",
          answers: [
            { text: "Muy bien", score: 10, next: null },
            { text: "Mal", score: 0, next: "motivo" },
          ],
        },
        { key: "motivo", text: "¿Qué podemos mejorar?", type: "open", next: loop ? "atencion" : null },
      ],
    },
    null,
    2,
  );
}

/**
 * /config/surveys end to end: the business admin imports a survey from JSON (a loop is refused at its field
 * path), reads its flow diagram and plays it in the preview, saves it, builds a second one in the form, and
 * activates one at a time; the list, the import dialog and the editor pass axe at both widths.
 */
test.describe("surveys (/config/surveys)", () => {
  test("an admin imports a survey from JSON, reads its flow, builds another in the form and activates one", async ({
    page,
    request,
  }) => {
    const imported = `Satisfacción ${stamp()}`;
    const built = `Rápida ${stamp()}`;

    await signIn(page, USERS.norteAdmin);
    try {
      await page.getByTestId("sidebar-menu").getByRole("link", { name: "Encuestas" }).click();
      await expect(page).toHaveURL(/\/config\/surveys$/);
      await expect(page.getByRole("switch", { name: "Encuestas activas" })).toBeVisible();

      // Import: a loop is named at the open question's next step; the fixed JSON opens the editor.
      await page.getByRole("button", { name: "Importar JSON" }).click();
      const dialog = page.getByRole("dialog", { name: "Importar una encuesta desde JSON" });
      const text = dialog.getByRole("textbox", { name: "JSON de la encuesta" });
      await text.fill(surveyJson(imported, true));
      await dialog.getByRole("button", { name: "Abrir en el editor" }).click();
      await expect(dialog.getByText(SURVEY_FLOW_MESSAGES.loop(2))).toBeVisible();
      await expect(dialog.getByText(/Pregunta 2 › siguiente/)).toBeVisible();
      await checkScreen(page, "surveys-01-import-errors");
      await text.fill(surveyJson(imported));
      await dialog.getByRole("button", { name: "Abrir en el editor" }).click();
      await expect(page).toHaveURL(/\/config\/surveys\/new/);
      await expect(page.getByRole("textbox", { name: /^Nombre/ }).first()).toHaveValue(imported);

      // The flow diagram draws both questions and the end; the preview plays the branch of a bad rating.
      await expect(page.getByTestId("survey-flow-diagram")).toBeVisible();
      await expect(page.getByText("Todos los caminos terminan.")).toBeVisible();
      await expect(page.getByRole("button", { name: /^Pregunta 2: ¿Qué podemos mejorar/ })).toBeVisible();
      await screenSettled(page);
      await checkScreen(page, "surveys-02-editor");
      await page.getByRole("tab", { name: "Vista previa" }).click();
      await page.getByRole("button", { name: "Responder «Mal»" }).click();
      const side = page.getByRole("region", { name: "Flujo y vista previa" });
      await expect(side.getByText("¿Qué podemos mejorar?").first()).toBeVisible();
      await expect(side.getByRole("textbox", { name: "Respuesta del contacto" })).toBeVisible();

      await page.getByRole("button", { name: "Guardar encuesta" }).click();
      await expect(page.getByText(SURVEY_MESSAGES.saved).first()).toBeVisible();
      await expect(page).toHaveURL(/\/config\/surveys$/);
      const row = page.getByTestId("survey-row").filter({ hasText: imported });
      await expect(row).toBeVisible();

      // Built in the form: one question whose answers both end the survey.
      await page.getByRole("button", { name: "Nueva encuesta" }).click();
      await expect(page).toHaveURL(/\/config\/surveys\/new$/);
      await page
        .getByRole("textbox", { name: /^Nombre/ })
        .first()
        .fill(built);
      await page.getByRole("textbox", { name: /^Mensaje inicial/ }).fill("Una pregunta rápida");
      await page.getByRole("textbox", { name: /^Mensaje final/ }).fill("¡Gracias!");
      // Saving the empty question names what is missing at its field.
      await page.getByRole("button", { name: "Guardar encuesta" }).click();
      await expect(page.getByText(SURVEY_MESSAGES.questionTextRequired).first()).toBeVisible();
      await page
        .getByRole("textbox", { name: /^Texto de la pregunta/ })
        .first()
        .fill("¿Resolvimos tu duda?");
      const answers = page.getByRole("textbox", { name: /^Texto$/ });
      await answers.nth(0).fill("Sí");
      if ((await answers.count()) < 2)
        await page.getByRole("button", { name: "Agregar respuesta a la pregunta 1" }).click();
      await answers.nth(1).fill("No");
      await page.getByRole("button", { name: "Guardar encuesta" }).click();
      await expect(page.getByText(SURVEY_MESSAGES.saved).first()).toBeVisible();
      await expect(page.getByTestId("survey-row").filter({ hasText: built })).toBeVisible();

      // One active at a time, switched from the keyboard.
      const importedSwitch = page.getByRole("switch", { name: `${imported} activa` });
      const builtSwitch = page.getByRole("switch", { name: `${built} activa` });
      await importedSwitch.focus();
      await page.keyboard.press("Space");
      await expect(importedSwitch).toBeChecked();
      await expect(page.getByText(SURVEY_MESSAGES.activated).first()).toBeVisible();
      // The list is read again and puts the active survey first: a row that moves loses the focus, so the
      // keyboard moves on once the list has settled, as a person does once it stops moving.
      await screenSettled(page);
      await builtSwitch.focus();
      await page.keyboard.press("Space");
      await expect(builtSwitch).toBeChecked();
      await expect(importedSwitch).not.toBeChecked();
      const builtRow = page.getByTestId("survey-row").filter({ hasText: built });
      await screenSettled(page);
      await checkScreen(page, "surveys-03-list");

      // A survey nobody answered is deleted after a confirmation.
      await builtRow.getByRole("button", { name: `Eliminar ${built}` }).click();
      const confirm = page.getByRole("dialog", { name: "Eliminar encuesta" });
      await confirm.getByRole("button", { name: "Eliminar" }).click();
      await expect(page.getByTestId("survey-row").filter({ hasText: built })).toHaveCount(0);
    } finally {
      // The journeys after this one in the worker answer the demo's survey.
      await activateDemoSurvey(request, await pageToken(page));
    }
  });

  test("a 20-question survey's diagram stays readable, and a question opens from it", async ({ page }) => {
    // A chain of 20 rating questions where a bad answer at every fifth jumps ahead: 20 boxes, 40 arrows.
    const questions = Array.from({ length: 20 }, (_, index) => {
      const next = index === 19 ? null : `p${index + 2}`;
      const skip = index % 5 === 0 && index + 3 <= 20 ? `p${index + 3}` : next;
      return {
        key: `p${index + 1}`,
        text: `Pregunta número ${index + 1} sobre la atención`,
        type: "choice",
        answers: [
          { text: "Bien", score: 10, next },
          { text: "Mal", score: 0, next: skip },
        ],
      };
    });
    const json = JSON.stringify({
      name: `Larga ${stamp()}`,
      initialMessage: "Veinte preguntas",
      finalMessage: "Gracias",
      questions,
    });
    await signIn(page, USERS.norteAdmin);
    await page.goto("/config/surveys");
    await page.getByRole("button", { name: "Importar JSON" }).click();
    const dialog = page.getByRole("dialog", { name: "Importar una encuesta desde JSON" });
    await dialog.getByRole("textbox", { name: "JSON de la encuesta" }).fill(json);
    await dialog.getByRole("button", { name: "Abrir en el editor" }).click();
    await expect(page).toHaveURL(/\/config\/surveys\/new/);

    const diagram = page.getByTestId("survey-flow-diagram");
    // Twenty cards of fields and the diagram are one heavy first render: about 2 s on an idle 2-core machine,
    // past the default 10 s with CI's three journeys and their servers on the same cores.
    await expect(diagram.getByRole("button", { name: /^Pregunta \d+:/ })).toHaveCount(20, {
      timeout: 30_000,
    });
    await expect(page.getByText("Todos los caminos terminan.")).toBeVisible();
    // The editor's fields are checked whole by the journey above; this one adds the long diagram.
    await checkScreen(page, "surveys-04-twenty-questions", '[data-testid="survey-flow-diagram"]');
    await snapPart(diagram, "surveys-04-twenty-questions-diagram");

    // Question 15 is below the readable frame: tabbing through the boxes brings each into view, and Enter
    // opens that question in the editor, its text field focused. (A click would need the box in the frame
    // first: the page's scrolling cannot move the drawing.)
    const box = diagram.getByRole("button", { name: /^Pregunta 15:/ });
    await diagram.getByRole("button", { name: /^Pregunta 14:/ }).focus();
    await page.keyboard.press("Tab");
    await expect(box).toBeFocused();
    await expect
      .poll(async () => {
        const [frame, shown] = [await diagram.boundingBox(), await box.boundingBox()];
        return Boolean(
          frame && shown && shown.y >= frame.y && shown.y + shown.height <= frame.y + frame.height,
        );
      })
      .toBe(true);
    await page.keyboard.press("Enter");
    await expect(
      page
        .getByRole("group", { name: "Pregunta 15" })
        .getByRole("textbox", { name: /^Texto de la pregunta/ }),
    ).toBeFocused();
  });

  test("a supervisor cannot open the survey builder", async ({ page }) => {
    await signIn(page, USERS.norteSupervisor);
    await page.goto("/config/surveys/new");
    await expect(page).toHaveURL(/\/home$/);
  });
});
