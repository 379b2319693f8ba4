import { isPlatformRole, menusFor, type Profile, profileSchema, ROLE_NAMES } from "@consola/shared";
import { eq } from "drizzle-orm";
import { businesses, users } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { ok, okSchema } from "../../http/envelope.js";
import { NotFoundError } from "../../http/errors.js";
import type { App } from "../../http/fastify-types.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { authOf } from "../auth/authenticate.js";

const PLATFORM_BUSINESS_NAME = "Plataforma";

export async function loadProfile(deps: Pick<AppDeps, "db">, auth: AuthContext): Promise<Profile> {
  const [row] = await deps.db
    .select({
      name: users.name,
      email: users.email,
      avatar: users.avatar,
      businessName: businesses.name,
      selectorEnabled: businesses.selectorEnabled,
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
    app.post(
      "/api/admin/Profile",
      {
        schema: {
          tags: ["session"],
          summary: "Who is signed in, their business and the menus of their role",
          response: { 200: okSchema(profileSchema) },
        },
      },
      async (request) => ok(await loadProfile(deps, authOf(request))),
    );
  };
}
