import type { RemoveAreaBody, SaveAreaBody } from "@consola/shared";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { configKeys } from "../../../data/config/config-keys";
import { replacingToast } from "../../../lib/notify/replacing-toast";
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

const toast = replacingToast();

/** Save and remove; each says what happened and reads the areas and the people (their area) again. */
export function useAreaMutations() {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: configKeys.of("areas") });
    void client.invalidateQueries({ queryKey: configKeys.of("users") });
    void client.invalidateQueries({ queryKey: configKeys.of("quickAnswers") });
  };
  const succeeded = ({ message }: { message: string }) => {
    refresh();
    toast({ color: "teal", message, withBorder: true });
  };
  const save = useMutation({ mutationFn: (body: SaveAreaBody) => saveArea(body), onSuccess: succeeded });
  const remove = useMutation({
    mutationFn: (body: RemoveAreaBody) => removeArea(body),
    onSuccess: succeeded,
  });
  return { save, remove };
}
