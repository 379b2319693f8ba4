import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { api } from "../../lib/api/api";
import { saveFile } from "../../lib/api/save-file";
import { mediaPath } from "./chats-api";
import { useMediaScope, withMediaScope } from "./media-scope";

/** A message's file as an object URL (the bearer header rules out a plain <img src>); freed when unused. */
export function useMediaBlob(key: string | null) {
  const businessId = useMediaScope();
  const query = useQuery({
    queryKey: ["media", key, businessId],
    queryFn: () => api.blob(withMediaScope(mediaPath(key ?? "", "show"), businessId)),
    enabled: Boolean(key),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, isPending: query.isPending && Boolean(key), isError: query.isError };
}

/** Saves a message's file under its own name (POST /api/image/Download/{key}). */
export async function downloadMedia(
  key: string,
  name: string,
  businessId: number | null = null,
): Promise<void> {
  const blob = await api.blob(withMediaScope(mediaPath(key, "download"), businessId), { method: "POST" });
  saveFile(blob, name || "archivo", 10_000);
}
