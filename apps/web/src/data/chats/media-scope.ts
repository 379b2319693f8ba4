import { createContext, useContext } from "react";

/**
 * Which business's files the media calls name. Business users never need it (their token says it); a platform
 * admin in the simulator must name the business (?business_id=).
 */
export const MediaScopeContext = createContext<number | null>(null);

export function useMediaScope(): number | null {
  return useContext(MediaScopeContext);
}
