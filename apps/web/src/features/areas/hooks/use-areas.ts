import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useConfigBusiness } from "../../../data/config/config-business";
import { useConfigMutation } from "../../../data/config/use-config-mutation";
import { areaMutations, areaQueries } from "../queries";

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
  const save = useConfigMutation({ ...areaMutations.save(businessId), changes });
  const remove = useConfigMutation({ ...areaMutations.remove(businessId), changes });
  return { save, remove };
}
