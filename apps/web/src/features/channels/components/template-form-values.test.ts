import { TEMPLATE_MESSAGES } from "@consola/shared";
import { describe, expect, it } from "vitest";
import {
  EMPTY_TEMPLATE,
  examplesFor,
  nextParam,
  templateBody,
  templateFormErrors,
  templateName,
  templatePreview,
} from "./template-form-values";

describe("the template form", () => {
  it("turns what is typed into a WhatsApp name without wiping it", () => {
    expect(templateName("Aviso de Pedido")).toBe("aviso_de_pedido");
    expect(templateName("Confirmación-cita #2")).toBe("confirmacion_cita_2");
    expect(templateName("ñandú")).toBe("nandu");
  });

  it("keeps one example per parameter and previews the body with them", () => {
    expect(examplesFor("Hola {{1}}, pedido {{2}}", ["Ana"])).toEqual(["Ana", ""]);
    expect(examplesFor("Sin datos", ["Ana"])).toEqual([]);
    expect(templatePreview("Hola {{1}}, pedido {{2}}", ["Ana", " "])).toBe("Hola Ana, pedido {{2}}");
    expect(nextParam("Hola {{1}}, pedido {{2}}")).toBe("{{3}}");
    expect(nextParam("Hola")).toBe("{{1}}");
  });

  it("says in the server's words what is missing, on the field it belongs to", () => {
    expect(templateFormErrors(EMPTY_TEMPLATE, 3)).toEqual({
      name: TEMPLATE_MESSAGES.nameRequired,
      body: TEMPLATE_MESSAGES.bodyRequired,
    });
    const gaps = { ...EMPTY_TEMPLATE, name: "aviso", body: "Hola {{1}} y {{3}}", examples: ["a", "b", "c"] };
    expect(templateFormErrors(gaps, 3)).toEqual({ body: TEMPLATE_MESSAGES.paramsOutOfOrder });
    const noExample = { ...EMPTY_TEMPLATE, name: "aviso", body: "Hola {{1}} y {{2}}", examples: ["Ana", ""] };
    expect(templateFormErrors(noExample, 3)).toEqual({ "examples.1": TEMPLATE_MESSAGES.exampleRequired });
    const ready = { ...noExample, examples: ["Ana", "A-1"] };
    expect(templateFormErrors(ready, 3)).toEqual({});
    expect(templateBody(ready, 3)).toMatchObject({ channelId: 3, examples: ["Ana", "A-1"] });
  });
});
