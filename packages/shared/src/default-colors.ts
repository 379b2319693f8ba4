import type { Colors } from "./schemas/my-business.schema.js";

// Apart from the schemas: the web app's theme needs them on every page, the sign-in page included, without zod.

export const DEFAULT_COLORS: Colors = {
  title: "#1f2a44",
  bgButton: "#1971c2",
  txtButton: "#ffffff",
  barFirst: "#1f2a44",
  barSecond: "#2f3b5c",
  primary: "#1971c2",
  secondary: "#495057",
};

/** The optional five of the colour screen, and the colour each takes when a business left it unset. */
export const DEFAULT_STATUS_COLORS = {
  default: "#495057",
  success: "#237a36",
  info: "#1971c2",
  warning: "#f08c00",
  danger: "#c92a2a",
} as const satisfies Partial<Colors>;
