import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { loadFeatureTexts } from "../app/i18n/catalogue";
import { sessionEnded } from "../lib/session/session-ended";
import { sessionStore } from "../lib/session/session-store";

// Screens are rendered here without the signed-in shell that would load their texts, sessions are stored
// mid-test and toasts are asked for: these lazily loaded parts are loaded once, up front, so a loaded machine
// does not spend a findBy's wait on a first import.
await Promise.all([loadFeatureTexts(), sessionStore.checked(), import("../app/toasts-container")]);

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

afterEach(() => {
  cleanup();
  sessionStore.clear();
  sessionEnded.close();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});
