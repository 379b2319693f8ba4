import { encodePassword } from "@consola/shared";
import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_PASSWORD, type DemoUser, expect } from "./fixtures.js";

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

/** A small valid PNG (a 64×48 blue rectangle), to send as the contact's photo. */
export const BLUE_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAZElEQVR4nO3PUQkAIBTAwJfEYCY2liH8OITBAtxm7fN1wwUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY8dgETwADioPro9QAAAABJRU5ErkJggg==",
  "base64",
);
