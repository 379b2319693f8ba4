import { describe, expect, it } from "vitest";
import { foldAnswer, numberedText, pickOption, quotedName, yesNoOptions } from "./bot-answers.js";

const yesNo = yesNoOptions({ yes: "Sí, cambiarlo", no: "No, así está bien" });
const areas = [
  { id: "area-1", title: "Atención técnica", also: ["Atención técnica"] },
  { id: "area-2", title: "Ventas", also: ["Ventas"] },
];
const picked = (options: typeof areas, body: string, choiceId?: string) =>
  pickOption(options, { body, choiceId })?.id;

describe("reading a contact's answer", () => {
  it("folds case, accents and punctuation", () => {
    expect(foldAnswer("  ¡ATENCIÓN   técnica! ")).toBe("atencion tecnica");
  });

  it("takes the number, the title, a usual word or the first word of a short sentence", () => {
    expect(pickOption(yesNo, { body: "1" })?.id).toBe("yes");
    expect(pickOption(yesNo, { body: "opción 2" })?.id).toBe("no");
    expect(pickOption(yesNo, { body: "SI" })?.id).toBe("yes");
    expect(pickOption(yesNo, { body: "no, gracias" })?.id).toBe("no");
    expect(pickOption(yesNo, { body: "sí, cambiarlo" })?.id).toBe("yes");
    expect(picked(areas, "atencion tecnica")).toBe("area-1");
    expect(picked(areas, "ventas por favor")).toBe("area-2");
  });

  it("refuses numbers out of the list, unknown words and ambiguous answers", () => {
    expect(picked(areas, "3")).toBeUndefined();
    expect(picked(areas, "0")).toBeUndefined();
    expect(picked(areas, "quiero hablar con alguien")).toBeUndefined();
    expect(picked(areas, "")).toBeUndefined();
    const twins = [
      { id: "a", title: "Ventas norte", also: ["Ventas"] },
      { id: "b", title: "Ventas sur", also: ["Ventas"] },
    ];
    expect(pickOption(twins, { body: "ventas" })).toBeUndefined();
  });

  it("trusts a tapped option's id over its text", () => {
    expect(picked(areas, "cualquier cosa", "area-2")).toBe("area-2");
    expect(picked(areas, "1", "area-9")).toBe("area-1");
  });

  it("finds a name between straight, curly or angle quotes", () => {
    expect(quotedName('Me llamo "Ana López"')).toBe("Ana López");
    expect(quotedName("Soy “José Ángel”")).toBe("José Ángel");
    expect(quotedName("«María»")).toBe("María");
    expect(quotedName("Ana López")).toBeUndefined();
    expect(quotedName('"  "')).toBeUndefined();
  });

  it("numbers a question's options for the channels without buttons", () => {
    expect(numberedText("¿Área?", [{ title: "Ventas" }, { title: "Soporte" }])).toBe(
      "¿Área?\n\n1. Ventas\n2. Soporte",
    );
    expect(numberedText("Hola", [])).toBe("Hola");
  });
});
