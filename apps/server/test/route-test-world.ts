import type { Role } from "@consola/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../src/db/client.js";
import { auditLog, type businesses } from "../src/db/schema/index.js";
import type { AppDeps } from "../src/deps.js";
import type { App } from "../src/http/fastify-types.js";
import { createBusiness, type SignedIn, signedInAs, type TestBusiness } from "./factories.js";
import { createTestApp, type TestApp, type TestAppOptions } from "./test-app.js";

type BusinessFields = Partial<typeof businesses.$inferInsert>;
type WorldBusiness = "norte" | "andino";

export type RouteTestWorldOptions = {
  /** The app's options, or a function read in beforeAll (for fakes started by an earlier beforeAll). */
  app?: TestAppOptions | (() => TestAppOptions);
  /** Fields of the first business besides its name, "Norte". */
  norte?: BusinessFields;
  /** Fields of the second business besides its name, "Andino". */
  andino?: BusinessFields;
};

/** The file's app and its two businesses; read them inside tests or hooks, once beforeAll has run. */
export type RouteTestWorld = {
  readonly app: App;
  readonly deps: AppDeps;
  readonly db: Database;
  readonly norte: TestBusiness;
  readonly andino: TestBusiness;
  mails: TestApp["mails"];
  /** A signed-in API client for a fresh user of the role (in the business, for business roles). */
  signedInAs(role: Role, businessId?: number | null): ReturnType<typeof signedInAs>;
  adminOf(businessId: number): ReturnType<typeof signedInAs>;
  agentOf(businessId: number): ReturnType<typeof signedInAs>;
  /**
   * A user signed in during the world's beforeAll, in the order asked (in Norte or Andino for
   * business roles); for the users a whole file acts as. Read its fields once beforeAll has run.
   */
  signedInUser(role: Role, of?: WorldBusiness): SignedIn;
  /** The audit rows of one action on one entity. */
  auditsOf(action: string, entityId: number): Promise<(typeof auditLog.$inferSelect)[]>;
};

/**
 * One app per test file with two businesses, "Norte" (created first) and "Andino", so a route test
 * can prove that one business never reaches the other's rows. Registers the file's beforeAll and
 * afterAll, so call it once at the top level of the file.
 */
export function routeTestWorld(options: RouteTestWorldOptions = {}): RouteTestWorld {
  let state: { t: TestApp; norte: TestBusiness; andino: TestBusiness } | undefined;
  const users: { role: Role; of: WorldBusiness | undefined; signed?: SignedIn }[] = [];

  beforeAll(async () => {
    const t = await createTestApp(typeof options.app === "function" ? options.app() : options.app);
    const norte = await createBusiness(t.deps.db, { ...options.norte, name: "Norte" });
    const andino = await createBusiness(t.deps.db, { ...options.andino, name: "Andino" });
    state = { t, norte, andino };
    // One after the other, as the file asked for them: user ids follow that order.
    for (const user of users) {
      user.signed = await world.signedInAs(user.role, user.of ? state[user.of].id : null);
    }
  });
  afterAll(async () => {
    await state?.t.close();
  });

  // A getter read before beforeAll ran is a mistake in the test file, not a missing row: say so.
  const ready = () => {
    if (!state) throw new Error("routeTestWorld is read before its beforeAll ran");
    return state;
  };
  const world: RouteTestWorld = {
    get app() {
      return ready().t.app;
    },
    get deps() {
      return ready().t.deps;
    },
    get db() {
      return ready().t.deps.db;
    },
    get norte() {
      return ready().norte;
    },
    get andino() {
      return ready().andino;
    },
    mails: () => ready().t.mails(),
    signedInAs: (role, businessId = null) => signedInAs(world.app, world.db, role, businessId),
    adminOf: (businessId) => world.signedInAs("ProviderAdmin", businessId),
    agentOf: (businessId) => world.signedInAs("ProviderAgent", businessId),
    signedInUser: (role, of) => {
      const user: (typeof users)[number] = { role, of };
      users.push(user);
      const signed = () => {
        if (!user.signed) throw new Error("routeTestWorld user is read before its beforeAll ran");
        return user.signed;
      };
      return {
        get user() {
          return signed().user;
        },
        get token() {
          return signed().token;
        },
        get api() {
          return signed().api;
        },
      };
    },
    auditsOf: (action, entityId) =>
      world.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId)))),
  };
  return world;
}
