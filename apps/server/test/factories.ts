import { randomBytes } from "node:crypto";
import { DEFAULT_COLORS, encodePassword, type LoginResult, type Role } from "@consola/shared";
import type { Database } from "../src/db/client.js";
import { areas, businesses, contactFields, users } from "../src/db/schema/index.js";
import type { App } from "../src/http/fastify-types.js";
import { hashPassword } from "../src/modules/auth/passwords.js";
import { SPEC_CONTACT_FIELDS } from "../src/modules/platform-businesses/business-defaults.js";
import { apiClient } from "./api-client.js";

const unique = () => randomBytes(4).toString("hex");

export type TestBusiness = typeof businesses.$inferSelect;

export async function createBusiness(
  db: Database,
  overrides: Partial<typeof businesses.$inferInsert> = {},
): Promise<TestBusiness> {
  const [business] = await db
    .insert(businesses)
    .values({ name: `Empresa ${unique()}`, colors: DEFAULT_COLORS, ...overrides })
    .returning();
  if (!business) throw new Error("no business");
  // Every business starts with the spec's custom contact fields, as AddBusiness gives them.
  await db
    .insert(contactFields)
    .values(
      SPEC_CONTACT_FIELDS.map((field, index) => ({ ...field, businessId: business.id, position: index + 1 })),
    );
  return business;
}

export async function createArea(db: Database, businessId: number, name = `Área ${unique()}`) {
  const [area] = await db.insert(areas).values({ businessId, name }).returning();
  if (!area) throw new Error("no area");
  return area;
}

export type TestUser = typeof users.$inferSelect & { password: string };

const DEFAULT_PASSWORD = "Secreta123!";

export async function createUser(
  db: Database,
  options: { role: Role; businessId?: number | null; password?: string } & Partial<typeof users.$inferInsert>,
): Promise<TestUser> {
  const { password = DEFAULT_PASSWORD, role, businessId = null, ...rest } = options;
  const [user] = await db
    .insert(users)
    .values({
      name: `Usuario ${unique()}`,
      email: `usuario-${unique()}@prueba.test`,
      passwordHash: await hashPassword(password),
      role,
      businessId,
      ...rest,
    })
    .returning();
  if (!user) throw new Error("no user");
  return { ...user, password };
}

export async function login(app: App, user: { email: string; password: string }): Promise<LoginResult> {
  const response = await apiClient(app).post<LoginResult>("/api/auth/Login", {
    user: user.email,
    password: encodePassword(user.password),
  });
  if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** A login attempt from a given address, answered as is (no check): for throttling tests. */
export function loginFrom(app: App, ip: string, user: string, password: string) {
  return app.inject({
    method: "POST",
    url: "/api/auth/Login",
    remoteAddress: ip,
    payload: { user, password: encodePassword(password) },
  });
}

export type SignedIn = Awaited<ReturnType<typeof signedInAs>>;

/** A signed-in API client for a fresh user of the given role (in the given business, for business roles). */
export async function signedInAs(app: App, db: Database, role: Role, businessId: number | null = null) {
  const user = await createUser(db, { role, businessId });
  const { token } = await login(app, user);
  return { user, token, api: apiClient(app, token) };
}
