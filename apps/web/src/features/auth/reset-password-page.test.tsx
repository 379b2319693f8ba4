import { decodePassword, MESSAGES } from "@consola/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fail, ok } from "../../test/fake-fetch";
import { renderApp } from "../../test/render";
import { serverAnswering } from "../../test/session";

describe("reset password", () => {
  it("says the link is not valid when there is no token", async () => {
    serverAnswering({});
    renderApp("/ResetPassword");
    expect(await screen.findByText(MESSAGES.resetTokenInvalid)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver a iniciar sesión" })).toHaveAttribute(
      "href",
      "/auth/login",
    );
  });

  it("says the link is not valid when the server refuses the token", async () => {
    serverAnswering({ "POST /api/auth/Validate": fail(400, { error: [MESSAGES.resetTokenInvalid] }) });
    renderApp("/ResetPassword?token=caducado");
    expect(await screen.findByText(MESSAGES.resetTokenInvalid)).toBeInTheDocument();
  });

  it("checks the two fields, sends both encoded and returns to sign in", async () => {
    const server = serverAnswering({
      "POST /api/auth/Validate": ok({ valid: true, email: "ana@norte.demo" }),
      "POST /api/auth/ResetPassword": ok(null, MESSAGES.resetDone),
    });
    const { router } = renderApp("/ResetPassword?token=abc");
    expect(await screen.findByText(/ana@norte\.demo/)).toBeInTheDocument();
    const events = userEvent.setup();
    const save = screen.getByRole("button", { name: "Guardar contraseña" });

    await events.click(save);
    expect((await screen.findAllByText(MESSAGES.resetFieldsEmpty)).length).toBeGreaterThan(0);

    await events.type(screen.getByLabelText("Nueva contraseña"), "Nueva12345");
    await events.type(screen.getByLabelText("Confirma la nueva contraseña"), "Nueva12346");
    await events.click(save);
    expect(await screen.findByText(MESSAGES.resetPasswordsDiffer)).toBeInTheDocument();

    await events.clear(screen.getByLabelText("Confirma la nueva contraseña"));
    await events.type(screen.getByLabelText("Confirma la nueva contraseña"), "Nueva12345");
    await events.click(save);

    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
    expect(await screen.findByText(MESSAGES.resetDone)).toBeInTheDocument();
    const reset = server.calls.find((call) => call.url.endsWith("/ResetPassword"));
    const body = (await reset?.clone().json()) as {
      token: string;
      password: string;
      confirmPassword: string;
    };
    expect(body.token).toBe("abc");
    expect(decodePassword(body.password)).toEqual({ ok: true, password: "Nueva12345" });
    expect(decodePassword(body.confirmPassword)).toEqual({ ok: true, password: "Nueva12345" });
  });

  it("asks for ten characters before calling the server, and shows the server's reason for a common password", async () => {
    const server = serverAnswering({
      "POST /api/auth/Validate": ok({ valid: true, email: "ana@norte.demo" }),
      "POST /api/auth/ResetPassword": fail(400, { error: [MESSAGES.passwordTooWeak] }),
    });
    renderApp("/ResetPassword?token=abc");
    expect(await screen.findByText(/ana@norte\.demo/)).toBeInTheDocument();
    expect(screen.getByText(/al menos 10 caracteres/)).toBeInTheDocument();
    const events = userEvent.setup();
    const save = screen.getByRole("button", { name: "Guardar contraseña" });

    await events.type(screen.getByLabelText("Nueva contraseña"), "Secreta12");
    await events.type(screen.getByLabelText("Confirma la nueva contraseña"), "Secreta12");
    await events.click(save);
    expect(await screen.findByText(MESSAGES.resetPasswordTooShort)).toBeInTheDocument();
    expect(server.calls.some((call) => call.url.endsWith("/ResetPassword"))).toBe(false);

    await events.type(screen.getByLabelText("Nueva contraseña"), "3");
    await events.type(screen.getByLabelText("Confirma la nueva contraseña"), "3");
    await events.click(save);
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.passwordTooWeak);
  });
});
