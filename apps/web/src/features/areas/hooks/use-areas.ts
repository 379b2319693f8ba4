import type { RemoveAreaBody, SaveAreaBody } from "@consola/shared";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useConfigBusiness } from "../../../data/config/config-business";
import { useConfigMutation } from "../../../data/config/use-config-mutation";
import { removeArea, saveArea } from "../api/areas-api";
import { areaQueries } from "../queries";

export function useAreas() {
  return useQuery(areaQueries.list(useConfigBusiness()));
}

/** People matching what is typed in the member picker, asked once typing pauses. */
export function usePeopleSearch(search: string) {
  const businessId = useConfigBusiness();
  const [settled] = useDebouncedValue(search.trim(), 300);
  return useQuery({ ...areaQueries.people(businessId, settled), placeholderData: keepPreviousData });
}

/** Save and remove; each says what happened and reads the areas and the people (their area) again. */
export function useAreaMutations() {
  const businessId = useConfigBusiness();
  const changes = ["areas", "users", "quickAnswers"] as const;
  const save = useConfigMutation({ mutationFn: (body: SaveAreaBody) => saveArea(businessId, body), changes });
  const remove = useConfigMutation({
    mutationFn: (body: RemoveAreaBody) => removeArea(businessId, body),
    changes,
  });
  return { save, remove };
}
