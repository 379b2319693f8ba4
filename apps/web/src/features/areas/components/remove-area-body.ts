import type { BusinessArea, RemoveAreaBody } from "@consola/shared";

/** The select's value for "Sin área": people and chats are left without an area. */
export const NO_AREA = "none";

/** What still points at an area: removing it must say where these go. */
export function usesOf(area: BusinessArea) {
  const people = area.members.length;
  return {
    people,
    openChats: area.openChats,
    quickAnswers: area.quickAnswers,
    total: people + area.openChats + area.quickAnswers,
  };
}

/**
 * RemoveBusinessArea's body: no moveTo for an unused area; for one in use, the chosen area's id or null for
 * "Sin área" (the server refuses an area in use without one).
 */
export function removeBody(id: number, target: string | null | undefined): RemoveAreaBody {
  if (target === undefined || target === null) return { id };
  return { id, moveTo: target === NO_AREA ? null : Number(target) };
}

/** "1 persona y 2 chats abiertos": the parts that are not empty, as Spanish joins a list. */
export function listOf(parts: string[]): string {
  return new Intl.ListFormat("es", { type: "conjunction" }).format(parts.filter(Boolean));
}
