import "@testing-library/jest-dom/vitest";
import { notifications } from "@mantine/notifications";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { loadFeatureTexts } from "../app/i18n/catalogue";
import { appQueryClient } from "../app/query-client";
import { alertPreferences } from "../lib/notify/alert-preferences";
import { sessionEnded } from "../lib/session/session-ended";
import { sessionStore } from "../lib/session/session-store";

// A worker runs its test files one after another in one module graph and one jsdom window (isolate: false
// in vitest.config.ts). Every module of the app is loaded here before the first test, once per worker: a
// lazily loaded screen asked for by a test that ends before it arrives would otherwise be cut off by the end
// of its file and stay broken for the worker's later files; and no findBy spends its wait on a first import.
// Screens are rendered without the signed-in shell that would load their texts: those load here too.
const appModules = import.meta.glob([
  "../**/*.{ts,tsx}",
  "!../**/*.test.{ts,tsx}",
  "!../test/**",
  "!../main.tsx",
]);
await Promise.all([
  ...Object.values(appModules).map((load) => load()),
  loadFeatureTexts(),
  sessionStore.checked(),
]);

// findBy* waits this long: on a loaded CI machine the first lazy route import alone can exceed the 1 s default.
configure({ asyncUtilTimeout: 8_000 });

// jsdom has no matchMedia; Mantine reads it for breakpoints and colour scheme.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

// Mantine's ScrollArea and floating elements observe sizes; jsdom does not implement it.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = window.ResizeObserver ?? ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = window.HTMLElement.prototype.scrollIntoView ?? (() => {});
// jsdom does not scroll; its own window.scrollTo only reports that it is not implemented.
window.scrollTo = () => {};

// jsdom has no object URLs, and Node's own URL.createObjectURL refuses jsdom's Blobs (the chime, downloads):
// a stand-in that names each object and keeps nothing. Tests that look at them spy on these two.
let objectUrls = 0;
URL.createObjectURL = () => `blob:test-object-${++objectUrls}`;
URL.revokeObjectURL = () => undefined;

// What the app keeps in modules outlives a test here: each test starts from none of it.
afterEach(() => {
  cleanup();
  notifications.clean();
  sessionStore.clear();
  sessionEnded.close();
  window.localStorage.clear();
  alertPreferences.reload();
  appQueryClient().clear();
  vi.unstubAllGlobals();
});
