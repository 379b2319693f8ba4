import { MESSAGES } from "@consola/shared";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../lib/session/session-store";
import { fail, ok } from "../../test/fake-fetch";
import { buildBusiness, buildProfile, FAKE_TOKEN } from "../../test/fixtures";
import { renderApp } from "../../test/render";
import { signedInAs } from "../../test/session";

describe("layout", () => {
  it("lists exactly the profile's menus and shows the business in the header", async () => {
    const { profile, business } = signedInAs("ProviderSupervisor");
    expect(business.phone).toBe("+52 81 1234 5678");
    renderApp("/home");
    const nav = await screen.findByTestId("sidebar-menu");
    const labels = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(labels).toEqual(profile.menus.map((menu) => menu.label));
    expect(await screen.findByRole("link", { name: "+52 81 1234 5678" })).toHaveAttribute(
      "href",
      "tel:+528112345678",
    );
    expect(screen.getByTestId("header-business")).toHaveTextContent(business.name);
  });

  it("offers «Saltar al contenido» as the keyboard's first stop, which takes it to the screen", async () => {
    signedInAs("ProviderSupervisor");
    renderApp("/home");
    await screen.findByTestId("sidebar-menu");
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole("link", { name: "Saltar al contenido" });
    expect(skip).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("gives business roles the messages, contacts and notifications controls, hidden on contact pages", async () => {
    signedInAs("ProviderAgent");
    const { router } = renderApp("/home");
    expect(await screen.findByRole("button", { name: "Mensajes nuevos" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Contactos" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Notificaciones" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Agentes conectados" })).toHaveAttribute("href", "/agent");

    await userEvent.setup().click(screen.getByRole("button", { name: "Mensajes nuevos" }));
    expect(await screen.findByText("Sin mensajes nuevos")).toBeInTheDocument();

    await router.navigate("/contact");
    await waitFor(() => expect(screen.queryByRole("button", { name: "Contactos" })).not.toBeInTheDocument());
  });

  it("hides those controls from platform admins", async () => {
    signedInAs("VocomAdmin");
    renderApp("/admin/report");
    const header = await screen.findByRole("banner");
    expect(await within(header).findByRole("link", { name: "Agentes conectados" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mensajes nuevos" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Contactos" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Notificaciones" })).not.toBeInTheDocument();
  });

  it("the header search leads to the search page", async () => {
    signedInAs("ProviderAdmin");
    const { router } = renderApp("/home");
    const events = userEvent.setup();
    await events.type(
      await screen.findByRole("textbox", { name: "Buscar en la consola" }),
      "Juan Pérez{Enter}",
    );
    await waitFor(() => expect(router.state.location.search).toBe("?q=Juan%20P%C3%A9rez"));
    expect(await screen.findByText("Resultados para «Juan Pérez»")).toBeInTheDocument();
  });

  it("sign-out ends the session on the server and here, then shows the sign-in with its marker", async () => {
    const server = signedInAs("ProviderAdmin", { routes: { "POST /api/auth/Logout": ok(null) } });
    const { router } = renderApp("/home");
    const events = userEvent.setup();
    await events.click(await screen.findByTestId("user-menu"));
    // Under a loaded machine jsdom can leave Mantine's dropdown mid-transition (display: none) although it is
    // open; what this test checks is the sign-out flow, so it clicks the item wherever the transition is.
    // (The browser journey in e2e/session.spec.ts signs out through the visible menu.)
    fireEvent.click(await screen.findByRole("menuitem", { name: "Cerrar sesión", hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
    expect(router.state.location.search).toBe("?logout=1");
    expect(await screen.findByText("Cerraste sesión correctamente.")).toBeInTheDocument();
    expect(sessionStore.get().token).toBeNull();
    expect(server.calls.some((call) => call.url.endsWith("/api/auth/Logout"))).toBe(true);
  });

  it("a session taken over elsewhere shows one dialog, then sign-in", async () => {
    signedInAs("ProviderAdmin", {
      routes: {
        "POST /api/admin/Profile": fail(401, { reason: "replaced" }),
        "POST /api/admin/MyBusiness": fail(401, { reason: "replaced" }),
      },
    });
    const { router } = renderApp("/home");
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent(MESSAGES.sessionEnded);
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    expect(sessionStore.get().token).not.toBeNull();

    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Ir a iniciar sesión" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
    expect(sessionStore.get().token).toBeNull();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("a newer sign-in from another tab dismisses the dialog and keeps that new session", async () => {
    const newToken = "nuevo.token.firma";
    const onlyNewToken = (data: unknown) => (request: Request) =>
      request.headers.get("Authorization") === `Bearer ${FAKE_TOKEN}`
        ? fail(401, { reason: "replaced" })
        : ok(data);
    signedInAs("ProviderAdmin", {
      routes: {
        "POST /api/admin/Profile": onlyNewToken(buildProfile("ProviderAdmin")),
        "POST /api/admin/MyBusiness": onlyNewToken(buildBusiness()),
      },
    });
    renderApp("/home");
    expect(await screen.findByRole("dialog")).toHaveTextContent(MESSAGES.sessionEnded);

    act(() => sessionStore.signIn(newToken, "ProviderAdmin"));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sessionStore.get().token).toBe(newToken);
  });

  it("a refused token without the take-over reason just returns to sign-in", async () => {
    signedInAs("ProviderAgent", { routes: { "POST /api/admin/Profile": fail(401, { reason: "ended" }) } });
    const { router } = renderApp("/home");
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("refreshes the stored profile, so menus follow the server", async () => {
    signedInAs("ProviderAdmin", {
      routes: { "POST /api/admin/Profile": ok(buildProfile("ProviderAdmin", { name: "Ana Renombrada" })) },
    });
    renderApp("/home");
    await waitFor(() => expect(sessionStore.get().profile?.name).toBe("Ana Renombrada"));
  });
});
