import { mediaEndpoints } from "@consola/shared";
import { download } from "../../lib/api/call";
import { saveFile } from "../../lib/api/save-file";

/** A message's file, to show in place (the bearer header rules out a plain <img src>). */
export function fetchMedia(key: string, businessId: number | null): Promise<File> {
  return download(mediaEndpoints.show, { params: { key }, business: businessId });
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
