import { MESSAGES } from "@consola/shared";
import { notificationsStore } from "@mantine/notifications";
import { describe, expect, it } from "vitest";
import { ApiError, type ApiErrorKind } from "../api/api-error";
import { replacingToasts, toast } from "./toast";

/** The toasts on screen as they were asked for, without the id and order Mantine adds to each. */
function shown(): Record<string, unknown>[] {
  return notificationsStore
    .getState()
    .notifications.map((item) =>
      Object.fromEntries(Object.entries(item).filter(([key]) => key !== "id" && key !== "__sequence")),
    );
}

const apiError = (kind: ApiErrorKind, status: number, message: string, data?: unknown) =>
  new ApiError({ kind, status, aux: status, message, data });

describe("toast", () => {
  it("gives each kind its colour and nothing Mantine would not otherwise default", () => {
    toast.done("Guardado");
    toast.error("No se pudo descargar el archivo");
    toast.warning("No tienes acceso a esa página");
    toast.info("Tu perfil cambió");
    toast.neutral("Descarga cancelada");
    expect(shown()).toStrictEqual([
      { color: "teal", message: "Guardado" },
      { color: "red", message: "No se pudo descargar el archivo" },
      { color: "yellow", message: "No tienes acceso a esa página" },
      { color: "blue", message: "Tu perfil cambió" },
      { color: "gray", message: "Descarga cancelada" },
    ]);
  });

  it("passes the border, title, delay, id and a screen's own colour through", () => {
    toast.done("Chat tomado", { color: "green" });
    toast.warning("El chat se fue", { autoClose: 10_000 });
    toast.failed(new TypeError("x"), { title: MESSAGES.actionNotCompleted, bordered: true });
    toast.info("Tu perfil cambió", { id: "profile-changed", bordered: true });
    expect(shown()).toStrictEqual([
      { color: "green", message: "Chat tomado" },
      { color: "yellow", message: "El chat se fue", autoClose: 10_000 },
      {
        color: "red",
        message: MESSAGES.internalError,
        title: MESSAGES.actionNotCompleted,
        withBorder: true,
      },
      { color: "blue", message: "Tu perfil cambió", withBorder: true },
    ]);
    expect(notificationsStore.getState().notifications[3]?.id).toBe("profile-changed");
  });

  it("does not stack a second toast under the same id", () => {
    toast.warning("No tienes acceso a esa página", { id: "route-refused" });
    toast.warning("No tienes acceso a esa página", { id: "route-refused" });
    expect(shown()).toHaveLength(1);
  });

  it("says the server's reason for a failure, else the action's fallback, else the catalogue's text", () => {
    const refused = apiError("validation", 400, "Escribe el nombre", { error: ["Escribe el nombre"] });
    toast.failed(refused, { fallback: "Error al guardar" });
    toast.failed(apiError("network", 0, "sin red"), { fallback: "Error al guardar" });
    toast.failed(new TypeError("x is undefined"));
    expect(shown()).toStrictEqual([
      { color: "red", message: "Escribe el nombre" },
      { color: "red", message: "Error al guardar" },
      { color: "red", message: MESSAGES.internalError },
    ]);
  });

  it("stacks plain toasts, while a replacing toaster keeps only its last one", () => {
    const saves = replacingToasts();
    const others = replacingToasts();
    toast.done("Uno");
    toast.done("Dos");
    saves.done("Guardado", { bordered: true });
    others.done("Otra pantalla");
    saves.failed(apiError("network", 0, "sin red"), { fallback: "Error al guardar", bordered: true });
    expect(shown()).toStrictEqual([
      { color: "teal", message: "Uno" },
      { color: "teal", message: "Dos" },
      { color: "teal", message: "Otra pantalla" },
      { color: "red", message: "Error al guardar", withBorder: true },
    ]);
  });
});
