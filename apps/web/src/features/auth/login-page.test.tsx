import { decodePassword, MESSAGES } from "@consola/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../lib/session/session-store";
import { fail, ok } from "../../test/fake-fetch";
import { buildBusiness, buildProfile, FAKE_TOKEN } from "../../test/fixtures";
import { renderApp } from "../../test/render";
import { serverAnswering } from "../../test/session";

const loginResult = (role: string) => ({
  token: FAKE_TOKEN,
  role,
  typeIdentity: role,
  userId: 7,
  expiresAt: "",
});

async function submitLogin(user: string, password: string) {
  const events = userEvent.setup();
  const submit = await screen.findByRole("button", { name: "Iniciar sesión" });
  if (user) await events.type(screen.getByLabelText("Usuario"), user);
  if (password) await events.type(screen.getByLabelText("Contraseña"), password);
  await events.click(submit);
}

describe("login", () => {
  it("asks for user and password with the spec's texts, without calling the server", async () => {
    const server = serverAnswering({});
    renderApp("/auth/login");
    await submitLogin("", "");
    expect(await screen.findByText(MESSAGES.loginUserRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.loginPasswordRequired)).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it("calls nothing while the user types: what sending needs downloads, the server hears nothing", async () => {
    const server = serverAnswering({});
    renderApp("/auth/login");
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText("Usuario"), "ana@norte.demo");
    await events.type(screen.getByLabelText("Contraseña"), "Demo1234!");
    // The shell and the sign-in's chunks load meanwhile; give them a moment to ask for anything they would.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.calls).toHaveLength(0);
  });

  it("rejects a user that is not an e-mail", async () => {
    serverAnswering({});
    renderApp("/auth/login");
    await submitLogin("ana", "secreta");
    expect(await screen.findByText(MESSAGES.loginUserInvalid)).toBeInTheDocument();
  });

  it("shows the server's wrong-credentials message", async () => {
    serverAnswering({ "POST /api/auth/Login": fail(400, { error: [MESSAGES.loginWrongCredentials] }) });
    renderApp("/auth/login");
    await submitLogin("ana@norte.demo", "mala");
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.loginWrongCredentials);
    expect(sessionStore.get().token).toBeNull();
  });

  it("signs a business user in: encoded password, profile, business colours, then the start page", async () => {
    const business = buildBusiness();
    const server = serverAnswering({
      "POST /api/auth/Login": ok(loginResult("ProviderAdmin")),
      "POST /api/admin/Profile": ok(buildProfile("ProviderAdmin")),
      "POST /api/admin/MyBusiness": ok(business),
    });
    const { router } = renderApp("/auth/login");
    await submitLogin("  ana@norte.demo ", "Demo1234!");

    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
    const body = JSON.parse((await server.calls[0]?.clone().text()) ?? "{}") as {
      user: string;
      password: string;
    };
    expect(body.user).toBe("ana@norte.demo");
    expect(body.password).not.toBe("Demo1234!");
    expect(decodePassword(body.password)).toEqual({ ok: true, password: "Demo1234!" });
    expect(sessionStore.get()).toMatchObject({
      token: FAKE_TOKEN,
      role: "ProviderAdmin",
      colors: business.colors,
    });
    const themeCss = [...document.querySelectorAll("style")].map((style) => style.textContent).join("\n");
    expect(themeCss).toContain(`--consola-primary: ${business.colors.primary}`);
  });

  it("asks for the start page's first chats while signing in, before going to it", async () => {
    const server = serverAnswering({
      "POST /api/auth/Login": ok(loginResult("ProviderAgent")),
      "POST /api/admin/Profile": ok(buildProfile("ProviderAgent")),
      "POST /api/admin/MyBusiness": ok(buildBusiness()),
      "POST /api/admin/ListContactCurrentFind": ok({
        total: 0,
        totalCapped: false,
        items: [],
        nextCursor: null,
      }),
    });
    const { router } = renderApp("/auth/login");
    const pathsAtNavigation: string[] = [];
    router.subscribe((state) => {
      if (state.location.pathname === "/home" && pathsAtNavigation.length === 0)
        pathsAtNavigation.push(...server.calls.map((call) => new URL(call.url).pathname));
    });
    await submitLogin("agente1@norte.demo", "Demo1234!");

    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
    expect(pathsAtNavigation).toContain("/api/admin/ListContactCurrentFind");
    // After the token: the list is the agent's, asked for with the session the sign-in just made.
    expect(pathsAtNavigation.indexOf("/api/admin/ListContactCurrentFind")).toBeGreaterThan(
      pathsAtNavigation.indexOf("/api/auth/Login"),
    );
  });

  it("a platform user loads no business and lands on the admin report", async () => {
    const server = serverAnswering({
      "POST /api/auth/Login": ok(loginResult("Super")),
      "POST /api/admin/Profile": ok(buildProfile("Super")),
    });
    const { router } = renderApp("/auth/login");
    await submitLogin("super@consola.demo", "Demo1234!");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/report"));
    expect(server.calls.map((call) => new URL(call.url).pathname)).not.toContain("/api/admin/MyBusiness");
  });

  it("leaves no half session behind when the profile cannot be loaded", async () => {
    serverAnswering({
      "POST /api/auth/Login": ok(loginResult("ProviderAgent")),
      "POST /api/admin/Profile": { status: 503, body: { isOk: false, message: "down", data: null } },
    });
    renderApp("/auth/login");
    await submitLogin("agente1@norte.demo", "Demo1234!");
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.internalError);
    expect(sessionStore.get().token).toBeNull();
  });
});

describe("password recovery", () => {
  it("validates the e-mail and confirms the request with the server's message", async () => {
    const server = serverAnswering({ "POST /api/auth/ForgotPassword": ok(null, MESSAGES.resetMailSent) });
    renderApp("/auth/login");
    const events = userEvent.setup();
    await events.click(await screen.findByRole("button", { name: "¿Olvidaste tu contraseña?" }));
    const send = await screen.findByRole("button", { name: "Enviar enlace" });
    await events.click(send);
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    await events.type(screen.getByLabelText("Correo"), "ana");
    await events.click(send);
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    await events.clear(screen.getByLabelText("Correo"));
    await events.type(screen.getByLabelText("Correo"), "ana@norte.demo");
    await events.click(send);
    expect(await screen.findByText(MESSAGES.resetMailSent)).toBeInTheDocument();
    expect(await server.calls[0]?.clone().json()).toEqual({ email: "ana@norte.demo" });
  });
});
