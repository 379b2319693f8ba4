import { areasEndpoints, contactsImportEndpoints } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { call } from "./call";

// Never run: these lines are checked by the typecheck, which must reject each marked call.
function calls() {
  // @ts-expect-error a field the endpoint does not accept
  void call(areasEndpoints.save, { name: "Ventas", colour: "rojo" });
  // @ts-expect-error a required field missing
  void call(areasEndpoints.remove, {});
  // @ts-expect-error a field of the wrong type
  void call(areasEndpoints.save, { name: 42 });
  // @ts-expect-error no body where the endpoint takes one
  void call(areasEndpoints.save);
  // @ts-expect-error an answer field that does not exist
  void call(areasEndpoints.list, {}).then(({ data }) => data[0]?.colour);
  // @ts-expect-error a form where the endpoint takes JSON
  void call(areasEndpoints.save, new FormData());
  // @ts-expect-error JSON where the endpoint takes a form
  void call(contactsImportEndpoints.upload, { file: "contactos.csv" });
  // @ts-expect-error a query the endpoint does not declare
  void call(areasEndpoints.save, { name: "Ventas" }, { query: { page: 2 } });
  void call(areasEndpoints.save, { name: "Ventas" });
  void call(contactsImportEndpoints.upload, new FormData());
}

describe("a call's types", () => {
  it("are checked by the typecheck (this file holds the proof)", () => {
    expect(typeof calls).toBe("function");
  });
});
