import { useDebouncedCallback } from "@mantine/hooks";
import { useState } from "react";
import { useSearchUpdate } from "../../../lib/url/use-search-update";

/** How long typing must pause before the search reaches the URL (and the server). */
export const SEARCH_DELAY_MS = 350;

export const USERS_TABS = ["plataforma", "empresa"] as const;
export type UsersTab = (typeof USERS_TABS)[number];

export const isUsersTab = (value: string | null): value is UsersTab =>
  (USERS_TABS as readonly (string | null)[]).includes(value);

/**
 * /admin/user's tab (?tab=empresa; the platform's when absent) and the platform list's search (?q=) in the
 * URL, so a reload or a shared link shows the same view. The box answers each keystroke; the URL follows
 * once typing pauses.
 */
export function usePlatformUsersView() {
  const [params, updateSearch] = useSearchUpdate();
  const raw = params.get("tab");
  const tab: UsersTab = isUsersTab(raw) ? raw : "plataforma";
  const search = (params.get("q") ?? "").trim();
  const [typed, setTyped] = useState(params.get("q") ?? "");
  const settle = useDebouncedCallback(
    (value: string) => updateSearch({ q: value.trim() }, { replace: true }),
    SEARCH_DELAY_MS,
  );
  return {
    tab,
    setTab: (next: UsersTab) => updateSearch({ tab: next === "plataforma" ? null : next }, { replace: true }),
    typed,
    search,
    type: (value: string) => {
      setTyped(value);
      settle(value);
    },
  };
}
