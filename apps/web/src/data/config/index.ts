/**
 * data/config — how a business's configuration reaches every screen that reads it: one query-key family
 * (config-keys.ts), the one hub listener (config-hub-sync.ts) that refreshes a part when it changes, and
 * whose configuration a screen shows (config-business.tsx: one's own, or the business panel's choice) and
 * that business's name for the previews (use-config-business-name.ts).
 * Each configuration feature keeps its own API calls and screens; readers elsewhere (the close dialog's
 * categories, the composer's quick answers) key their queries with configKeys too.
 */

export { ConfigBusinessProvider, useConfigBusiness } from "./config-business";
export { ConfigHubSync } from "./config-hub-sync";
export { configKeys } from "./config-keys";
export { useConfigPath } from "./config-path";
export { useConfigBusinessName } from "./use-config-business-name";
