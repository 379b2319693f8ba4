/**
 * data/config — how a business's configuration reaches every screen that reads it: one query-key family
 * (config-keys.ts) and the one hub listener (config-hub-sync.ts) that refreshes a part when it changes.
 * Each configuration feature keeps its own API calls and screens; readers elsewhere (the close dialog's
 * categories, the composer's quick answers) key their queries with configKeys too.
 */
export { ConfigHubSync } from "./config-hub-sync";
export { configKeys } from "./config-keys";
