import { once } from "node:events";
import path from "node:path";
import { isPlatformRole, mediaEndpoints } from "@consola/shared";
import { and, eq } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import { ofBusiness } from "../../db/of-business.js";
import { messages } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { NotFoundError } from "../../domain/errors.js";
import type { App } from "../../http/fastify-types.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { serveRaw } from "../serve-endpoint.js";
import { decodeMediaKey, isMissingMedia, verifyMediaLink } from "./media-storage.js";

const NOT_FOUND = "El archivo no existe";

/**
 * The file behind an image key, only if it is the media of a message of the caller's business. Platform
 * admins may open any business's files (they support every business).
 */
async function findMedia(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  encodedKey: string,
  businessHint?: number,
) {
  const businessId = isPlatformRole(auth.role) ? businessHint : (auth.businessId ?? undefined);
  if (businessId === undefined) throw new NotFoundError(NOT_FOUND);
  const key = decodeMediaKey(encodedKey, businessId);
  if (!key) throw new NotFoundError(NOT_FOUND);
  const [row] = await deps.db
    .select({ mime: messages.mediaMime, name: messages.mediaName })
    .from(messages)
    .where(and(ofBusiness(messages, businessId), eq(messages.mediaKey, key)))
    .limit(1);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return { key, mime: row.mime ?? "application/octet-stream", name: row.name ?? path.basename(key) };
}

/**
 * The file's stream once its first bytes (or its end) are there. A file gone from storage fails here, before
 * any header: a 404 rather than a 500 whose envelope no longer fits the file's content type.
 */
async function openFile(deps: Pick<AppDeps, "media">, key: string) {
  const stream = deps.media.open(key);
  try {
    await once(stream, "readable");
  } catch (error) {
    if (isMissingMedia(error)) throw new NotFoundError(NOT_FOUND);
    throw error;
  }
  return stream;
}

/**
 * Types a browser shows without running anything of the file itself. Any other (HTML, SVG, XML, scripts…),
 * which a contact's provider may hand over as is, would run with the console's origin if shown in the page:
 * it is always a download of plain bytes.
 */
const SHOWN_IN_PAGE =
  /^(image\/(jpeg|png|gif|webp|avif|bmp)|audio\/[\w.+-]+|video\/[\w.+-]+|application\/pdf|text\/plain)$/;

async function sendFile(
  deps: Pick<AppDeps, "media">,
  reply: FastifyReply,
  file: { key: string; mime: string; name: string },
  download: boolean,
) {
  const body = await openFile(deps, file.key);
  const harmless = SHOWN_IN_PAGE.test(file.mime.split(";")[0]?.trim().toLowerCase() ?? "");
  const disposition = download || !harmless ? "attachment" : "inline";
  return reply
    .header("content-type", harmless ? file.mime : "application/octet-stream")
    .header("content-disposition", `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header("cache-control", "private, max-age=86400")
    .header("x-content-type-options", "nosniff")
    .send(body);
}

/** A message's file shown in the page, or saved as a download: the same check, another disposition. */
const ownFileRoutes = [
  { endpoint: mediaEndpoints.show, download: false },
  { endpoint: mediaEndpoints.download, download: true },
] as const;

export function mediaRoutes(deps: AppDeps) {
  return async function register(app: App) {
    for (const file of ownFileRoutes) {
      serveRaw(app, file.endpoint, async ({ auth, params, query }, reply) =>
        sendFile(deps, reply, await findMedia(deps, auth, params.key, query.business_id), file.download),
      );
    }
    serveRaw(app, mediaEndpoints.providerLink, async ({ params }, reply) => {
      const key = verifyMediaLink(params.token, deps.config.secretsKey);
      if (!key) throw new NotFoundError(NOT_FOUND);
      const [row] = await deps.db
        .select({ mime: messages.mediaMime, name: messages.mediaName })
        .from(messages)
        .where(eq(messages.mediaKey, key))
        .limit(1);
      if (!row) throw new NotFoundError(NOT_FOUND);
      return sendFile(
        deps,
        reply,
        { key, mime: row.mime ?? "application/octet-stream", name: row.name ?? "archivo" },
        false,
      );
    });
  };
}
