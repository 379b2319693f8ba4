import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useMediaScope } from "./media-scope";
import { chatQueries } from "./queries";

/** A message's file as an object URL (the bearer header rules out a plain <img src>); freed when unused. */
export function useMediaBlob(key: string | null) {
  const businessId = useMediaScope();
  const query = useQuery({ ...chatQueries.media(key, businessId), enabled: Boolean(key) });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, isPending: query.isPending && Boolean(key), isError: query.isError };
}
