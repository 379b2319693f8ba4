import { encodePassword } from "@consola/shared";
import {
  checkScreen,
  DATABASE_PASS,
  type DemoUser,
  expect,
  sidebarLabels,
  signIn,
  test,
  USERS,
  waitForResetLink,
} from "./fixtures.js";
import { apiPost, newPhone, pageToken } from "./helpers-workspace.js";

const PASSWORD = "Zafiro-Marea-2041!";

test.describe("a role changed while the console is open", { tag: DATABASE_PASS }, () => {
  test("a demoted supervisor's open console shows the agent's menu and leaves the managers' screen, unasked", async ({
    page,
    browser,
    request,
  }) => {
    const stamp = Date.now().toString().slice(-6);
    const supervisor: DemoUser = {
      email: `rocio.ibanez.${stamp}@norte.demo`,
      role: "ProviderSupervisor",
      business: "norte",
    };
    // A person of the journey's own: the demo people keep their roles for the other journeys.
    await signIn(page, USERS.norteAdmin);
    const adminToken = await pageToken(page);
    const person = {
      name: "Rocío Ibáñez Muñoz",
      role: "ProviderSupervisor",
      phone: newPhone().typed,
      email: supervisor.email,
    };
    const { id } = await apiPost<{ id: number }>(request, adminToken, "/api/admin/AddUser", person);
    const link = new URL(await waitForResetLink(supervisor.email, Date.now() - 120_000));
    const chosen = await request.post("/api/auth/ResetPassword", {
      data: {
        token: link.searchParams.get("token"),
        password: encodePassword(PASSWORD),
        confirmPassword: encodePassword(PASSWORD),
      },
    });
    expect(chosen.status()).toBe(200);

    const context = await browser.newContext();
    const herConsole = await context.newPage();
    await signIn(herConsole, supervisor, { password: PASSWORD, at: "/chat-active" });
    await expect(herConsole.getByRole("heading", { name: "Chats activos", level: 1 })).toBeVisible();
    await expect(sidebarLabels(herConsole).filter({ hasText: "Chats activos" })).toHaveCount(1);
    // Her console is live (the header's dot): what follows reaches it over the hub, not by a catch-up read.
    await expect(herConsole.getByTestId("hub-status")).toHaveAttribute("data-state", "connected");

    // The admin makes her an agent; her herConsole hears it over the hub and nobody clicks anything there.
    await apiPost(request, adminToken, "/api/admin/AddUser", { ...person, id, role: "ProviderAgent" });
    await expect(
      herConsole.getByText("Tu perfil cambió: el menú ya muestra lo que puedes abrir ahora."),
    ).toBeVisible();
    await expect(herConsole).toHaveURL(/\/home$/);
    await expect(
      herConsole.getByText("Tu perfil no tiene acceso a esa sección: te llevamos a tu inicio."),
    ).toBeVisible();
    await expect(sidebarLabels(herConsole).filter({ hasText: "Chats activos" })).toHaveCount(0);
    await expect(sidebarLabels(herConsole).filter({ hasText: "Conversaciones" })).toHaveCount(1);
    await checkScreen(herConsole, "role-change-01-demoted");

    // An old link to a managers' screen explains itself too.
    await herConsole.goto("/chat-pendient");
    await expect(herConsole).toHaveURL(/\/home$/);
    await expect(
      herConsole.getByText("Tu perfil no tiene acceso a esa sección: te llevamos a tu inicio."),
    ).toBeVisible();
    await context.close();
  });
});
