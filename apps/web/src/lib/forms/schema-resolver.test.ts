import { describe, expect, it } from "vitest";
import { z } from "zod";
import { hasErrors, schemaResolver } from "./schema-resolver";

const body = z
  .object({
    name: z.string().trim().min(1, { error: "El nombre es obligatorio" }),
    userIds: z.array(z.number().int().positive({ error: "La lista no es válida" })),
    repeat: z.string(),
  })
  .superRefine((value, context) => {
    if (value.name !== value.repeat) context.addIssue({ code: "custom", message: "No coinciden" });
  });

type Values = { name: string; members: string[]; repeat: string };
const toBody = (values: Values) => ({
  name: values.name,
  userIds: values.members.map(Number),
  repeat: values.repeat,
});

describe("schemaResolver", () => {
  it("checks the body built from the values and puts each message on its field", () => {
    const errors = schemaResolver<Values>(body, { body: toBody, fields: { userIds: "members" } });
    expect(errors({ name: "  ", members: ["0"], repeat: "  " })).toEqual({
      name: "El nombre es obligatorio",
      members: "La lista no es válida",
    });
    expect(errors({ name: "Ana", members: ["3"], repeat: "Ana" })).toEqual({});
  });

  it("leaves out an issue about the whole body unless told where it goes", () => {
    const values = { name: "Ana", members: [], repeat: "Eva" };
    expect(schemaResolver<Values>(body, { body: toBody })(values)).toEqual({});
    const onRepeat = schemaResolver<Values>(body, { body: toBody, fields: { "": "repeat" } });
    expect(onRepeat(values)).toEqual({ repeat: "No coinciden" });
  });

  it("keeps the first message of a field, or all of them when asked", () => {
    const twice = z.object({
      key: z
        .string()
        .min(3, { error: "Muy corta" })
        .regex(/^[a-z]+$/, { error: "Solo minúsculas" }),
    });
    expect(schemaResolver(twice)({ key: "A" })).toEqual({ key: "Muy corta" });
    expect(schemaResolver(twice, { every: true })({ key: "A" })).toEqual({
      key: "Muy corta Solo minúsculas",
    });
  });

  it("reads several schemas on their own, the first one's message first", () => {
    const field = z.object({ rfc: z.string().min(1, { error: "El RFC es obligatorio", abort: true }) });
    const cross = z.object({ rfc: z.string(), postalCode: z.string() }).superRefine((value, context) => {
      if (value.rfc === "") context.addIssue({ code: "custom", path: ["rfc"], message: "RFC no válido" });
      if (value.postalCode.length !== 5) {
        context.addIssue({ code: "custom", path: ["postalCode"], message: "Código postal no válido" });
      }
    });
    const errors = schemaResolver([field, cross])({ rfc: "", postalCode: "1" });
    expect(errors).toEqual({ rfc: "El RFC es obligatorio", postalCode: "Código postal no válido" });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({})).toBe(false);
  });

  it("lets a function choose the field from the path, the message and the values", () => {
    const examples = z.object({
      examples: z.array(z.string()).refine((list) => list.every(Boolean), { error: "Falta un ejemplo" }),
    });
    const errors = schemaResolver<{ examples: string[] }>(examples, {
      fields: (path, _message, values) =>
        path === "examples" ? `examples.${values.examples.findIndex((example) => !example)}` : path,
    });
    expect(errors({ examples: ["a", ""] })).toEqual({ "examples.1": "Falta un ejemplo" });
  });
});
