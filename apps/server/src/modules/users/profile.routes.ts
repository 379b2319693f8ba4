import { isPlatformRole, menusFor, type Profile, profileEndpoints, ROLE_NAMES } from "@consola/shared";
import { eq, sql } from "drizzle-orm";
import { botSettings, businesses, users } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { NotFoundError } from "../../domain/errors.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { serve } from "../serve-endpoint.js";

const PLATFORM_BUSINESS_NAME = "Plataforma";

export async function loadProfile(deps: Pick<AppDeps, "db">, auth: AuthContext): Promise<Profile> {
  const [row] = await deps.db
    .select({
      name: users.name,
      email: users.email,
      avatar: users.avatar,
      businessName: businesses.name,
      // The area selector is on: the profile's isSelector flag (the bot list's route and menu entry).
      selectorEnabled: sql<boolean>`exists (select 1 from ${botSettings} where ${botSettings.businessId} = ${users.businessId} and ${botSettings.kind} = 'selector' and ${botSettings.active})`,
    })
    .from(users)
    .leftJoin(businesses, eq(businesses.id, users.businessId))
    .where(eq(users.id, auth.userId))
    .limit(1);
  if (!row) throw new NotFoundError();
  const isSelector = row.selectorEnabled ?? false;
  return {
    userId: auth.userId,
    name: row.name,
    email: row.email,
    role: auth.role,
    roleName: ROLE_NAMES[auth.role],
    avatar: row.avatar,
    businessId: auth.businessId,
    businessName: row.businessName ?? (isPlatformRole(auth.role) ? PLATFORM_BUSINESS_NAME : ""),
    isSelector,
    menus: menusFor({ role: auth.role, isSelector }),
  };
}

export function profileRoutes(deps: AppDeps) {
  return async function register(app: App) {
    serve(app, profileEndpoints.mine, async ({ auth }) => ok(await loadProfile(deps, auth)));
  };
}
