import type { RemoveAreaBody, SaveAreaBody } from "@consola/shared";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useConfigMutation } from "../../../data/config/use-config-mutation";
import { areaKeys, fetchAreas, removeArea, saveArea, searchPeople } from "../api/areas-api";

export function useAreas() {
  return useQuery({ queryKey: areaKeys.list, queryFn: ({ signal }) => fetchAreas(signal) });
}

/** People matching what is typed in the member picker, asked once typing pauses. */
export function usePeopleSearch(search: string) {
  const [settled] = useDebouncedValue(search.trim(), 300);
  return useQuery({
    queryKey: areaKeys.people(settled),
    queryFn: ({ signal }) => searchPeople(settled, signal),
    placeholderData: keepPreviousData,
  });
}

/** Save and remove; each says what happened and reads the areas and the people (their area) again. */
export function useAreaMutations() {
  const changes = ["areas", "users", "quickAnswers"] as const;
  const save = useConfigMutation({ mutationFn: (body: SaveAreaBody) => saveArea(body), changes });
  const remove = useConfigMutation({ mutationFn: (body: RemoveAreaBody) => removeArea(body), changes });
  return { save, remove };
}
