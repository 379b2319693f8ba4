import { encodePassword } from "@consola/shared";
import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { DEMO_PASSWORD, type DemoUser, expect, signIn, USERS } from "./fixtures.js";

type Envelope<T> = { isOk: boolean; message: string; data: T };

/** Signs in through the API. It ends that user's browser session (one live session each): use it before. */
export async function apiToken(request: APIRequestContext, user: DemoUser): Promise<string> {
  const response = await request.post("/api/auth/Login", {
    data: { user: user.email, password: encodePassword(DEMO_PASSWORD) },
  });
  const body = (await response.json()) as Envelope<{ token: string }>;
  expect(body.isOk, body.message).toBe(true);
  return body.data.token;
}

/** The token of the session a page signed in with (as the app stores it). */
export async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem("consola.token"));
  if (!token) throw new Error("the page has no session token");
  return token;
}

export async function apiPost<T>(request: APIRequestContext, token: string, path: string, data?: unknown) {
  const response = await request.post(path, {
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await response.json()) as Envelope<T>;
  expect(body.isOk, `${path}: ${body.message}`).toBe(true);
  return body.data;
}

/** A Mexican mobile number no demo contact has, different on every run. */
export function newPhone(): { e164: string; typed: string } {
  const digits = `55${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`;
  return { e164: `+52${digits}`, typed: digits };
}

/** The contact writes on the sandbox line, as the simulator would. */
export async function contactWrites(
  request: APIRequestContext,
  adminToken: string,
  input: { phoneNumber: string; name: string; message: string; channel?: "whatsapp" | "sms" },
) {
  return apiPost<{ messageId: number; conversationId: number; contactId: number }>(
    request,
    adminToken,
    "/api/sandbox/Send",
    { channel: "whatsapp", ...input },
  );
}

/**
 * Norte's admin in one browser plays a contact who writes; an agent of Refacciones, in another, takes the chat
 * and opens it: for journeys where what the admin changes must reach the agent's open screen.
 */
export async function adminAndAgentOnNewChat(
  browser: Browser,
  request: APIRequestContext,
  contact: { name: string; message: string },
): Promise<{ admin: Page; agent: Page; conversationId: number; phoneNumber: string }> {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, USERS.norteAdmin);
  const phoneNumber = newPhone().e164;
  const written = await contactWrites(request, await pageToken(admin), { phoneNumber, ...contact });
  const agent = await (await browser.newContext()).newPage();
  await signIn(agent, USERS.norteAgent2);
  await expect(agent.getByTestId("hub-status")).toHaveAttribute("data-state", "connected");
  await apiPost(request, await pageToken(agent), "/api/wp/TakePendient", {
    id: written.conversationId,
    agentId: 0,
  });
  await agent.getByTestId("chat-row").filter({ hasText: contact.name }).click();
  await expect(agent.getByTestId("conversation-contact")).toHaveText(contact.name);
  return { admin, agent, conversationId: written.conversationId, phoneNumber };
}

/**
 * The contact's entry in /home's pending block, once in view. Oldest first: with other chats waiting (from
 * other journeys) it may be behind "Ver más", which is pressed until it shows.
 */
export async function pendingEntry(page: Page, contactName: string): Promise<Locator> {
  const block = page.getByTestId("pending-block");
  const waiting = block.getByTestId("pending-entry").filter({ hasText: contactName });
  await expect(async () => {
    const more = block.getByRole("button", { name: /Ver más/ });
    if (await more.isVisible()) await more.click();
    await expect(waiting).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return waiting;
}

/** A dialog done with its opening animation (axe reads the colours of a half-faded one as too pale). */
export async function settled(dialog: Locator): Promise<void> {
  await expect(dialog).toHaveCSS("opacity", "1");
}

/** A small valid PNG (a 64×48 blue rectangle), to send as the contact's photo. */
export const BLUE_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAZElEQVR4nO3PUQkAIBTAwJfEYCY2liH8OITBAtxm7fN1wwUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY8dgETwADioPro9QAAAABJRU5ErkJggg==",
  "base64",
);
