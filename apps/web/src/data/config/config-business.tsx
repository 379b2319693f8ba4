import { createContext, type ReactNode, useContext } from "react";

/**
 * Whose configuration a screen shows. Null is the caller's own business (a business admin on /config); the
 * platform admins' business panel (/admin/business/panel/…) names the business it chose, and every
 * configuration screen under it reads and writes that business's settings through the same calls.
 */
const ConfigBusinessContext = createContext<number | null>(null);

export function ConfigBusinessProvider({
  businessId,
  children,
}: {
  businessId: number | null;
  children: ReactNode;
}) {
  return <ConfigBusinessContext.Provider value={businessId}>{children}</ConfigBusinessContext.Provider>;
}

/** The business the configuration screen is about: null for the caller's own. */
export function useConfigBusiness(): number | null {
  return useContext(ConfigBusinessContext);
}
