import { mediaEndpoints } from "@consola/shared";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { download } from "../../lib/api/call";
import { saveFile } from "../../lib/api/save-file";
import { useMediaScope } from "./media-scope";

/** A message's file as an object URL (the bearer header rules out a plain <img src>); freed when unused. */
export function useMediaBlob(key: string | null) {
  const businessId = useMediaScope();
  const query = useQuery({
    queryKey: ["media", key, businessId],
    queryFn: () => download(mediaEndpoints.show, { params: { key: key ?? "" }, business: businessId }),
    enabled: Boolean(key),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, isPending: query.isPending && Boolean(key), isError: query.isError };
}

/** Saves a message's file under its own name. */
export async function downloadMedia(
  key: string,
  name: string,
  businessId: number | null = null,
): Promise<void> {
  const file = await download(mediaEndpoints.download, { params: { key }, business: businessId });
  saveFile(file, name || "archivo", 10_000);
}
