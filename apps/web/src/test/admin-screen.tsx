import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import type { FakeReply } from "./fake-fetch";
import { renderScreen } from "./render-screen";
import { signedInAs } from "./session";

/**
 * A screen as a business admin sees it at `path` (which may carry a query), its calls answered by `routes`;
 * `calls` records what it sent and `events` types and clicks as a user does. `others` are the screens it
 * leads to, by route.
 */
export function openAsAdmin(
  screen: ReactNode,
  path: string,
  routes: Record<string, FakeReply>,
  others?: Record<string, ReactNode>,
) {
  const server = signedInAs("ProviderAdmin", { routes });
  const view = renderScreen(screen, { path, route: new URL(path, "http://localhost").pathname, others });
  return { ...server, ...view, events: userEvent.setup() };
}

/** The JSON body of the last call the screen made to `path`. */
export const lastBody = async (calls: Request[], path: string) =>
  (await calls
    .filter((request) => request.url.endsWith(path))
    .at(-1)
    ?.clone()
    .json()) as Record<string, unknown>;

/** The JSON bodies of every call the screen made to `path`, in order. */
export const bodiesOf = (calls: Request[], path: string) =>
  Promise.all(calls.filter((request) => request.url.endsWith(path)).map((request) => request.clone().json()));
