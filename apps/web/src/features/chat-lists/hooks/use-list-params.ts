import type { LabelMatch } from "@consola/shared";
import { useCallback, useMemo } from "react";
import type { EndedStatus } from "../../../data/chats/chat-lists-api";
import { useSearchUpdate } from "../../../lib/url/use-search-update";

export const CHAT_PAGE_SIZE = 50;

/** A list's filters and page, as the user set them. */
export type ListParams = {
  agentName: string;
  contactNumber: string;
  closingDay: string | null;
  status: EndedStatus;
  /** Chats carrying any (or, with labelMatch "all", every one) of these labels. */
  labelIds: number[];
  labelMatch: LabelMatch;
  /** Only chats a campaign's replies opened (the campaign's page links here). */
  campaignId: number | null;
  page: number;
  /** The spec's queries: contact id to highlight, why we came (e.g. notification), expected state. */
  ci: number | null;
  tp: string | null;
  st: string | null;
};

const STATUSES: readonly EndedStatus[] = ["all", "closed", "timed_out"];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "3,7" from the URL as label ids; anything else in it is dropped. */
function idsOf(value: string | null): number[] {
  return (value ?? "")
    .split(",")
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

function positive(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

function firstPageUnlessPaging(next: URLSearchParams, changes: Record<string, string | null>) {
  if (!("page" in changes)) next.delete("page");
  if (next.get("page") === "1") next.delete("page");
}

/** What a list's URL may change: each filter by its parameter's name (labels: "3,7"; match: "all"). */
export type ListChanges = Record<
  "agent" | "number" | "day" | "status" | "labels" | "match" | "campaign" | "page",
  string | null
>;

/**
 * Filters and page live in the URL, so coming back from a chat's detail (or sharing the link) shows the
 * same list. Changing a filter goes back to the first page.
 */
export function useListParams() {
  const [search, updateSearch] = useSearchUpdate();
  const params = useMemo<ListParams>(() => {
    const status = search.get("status") as EndedStatus | null;
    const day = search.get("day");
    return {
      agentName: search.get("agent") ?? "",
      contactNumber: search.get("number") ?? "",
      closingDay: day && DAY.test(day) ? day : null,
      status: status && STATUSES.includes(status) ? status : "all",
      labelIds: idsOf(search.get("labels")),
      labelMatch: search.get("match") === "all" ? "all" : "any",
      campaignId: positive(search.get("campaign")),
      page: positive(search.get("page")) ?? 1,
      ci: positive(search.get("ci")),
      tp: search.get("tp"),
      st: search.get("st"),
    };
  }, [search]);

  const update = useCallback(
    (changes: Partial<ListChanges>) =>
      updateSearch(
        // "Todos" is the list without a state filter.
        changes.status === "all" ? { ...changes, status: null } : changes,
        { replace: true, adjust: firstPageUnlessPaging },
      ),
    [updateSearch],
  );

  const clearFilters = useCallback(
    () =>
      update({
        agent: null,
        number: null,
        day: null,
        status: null,
        labels: null,
        match: null,
        campaign: null,
      }),
    [update],
  );

  const filtered =
    params.agentName !== "" ||
    params.contactNumber !== "" ||
    params.closingDay !== null ||
    params.status !== "all" ||
    params.labelIds.length > 0 ||
    params.campaignId !== null;

  return { params, update, clearFilters, filtered };
}
