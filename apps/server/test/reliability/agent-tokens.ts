import { randomUUID } from "node:crypto";
import { sessions, users } from "../../src/db/schema/index.js";
import { signSessionToken } from "../../src/modules/auth/tokens.js";
import type { ServedDatabase } from "./served-database.js";

const DAY_MS = 86_400_000;

/**
 * `count` agents of the served business with live sessions, written straight to the database (signing in
 * would time argon2), and their tokens signed as the server signs them.
 */
export async function agentTokens(
  served: ServedDatabase,
  count: number,
): Promise<{ userId: number; token: string }[]> {
  const handle = await served.open();
  try {
    const created = await handle.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          businessId: served.businessId,
          name: `Agente ${i + 1}`,
          email: `agente-${i}-${randomUUID().slice(0, 8)}@test.local`,
          passwordHash: "not-used",
          role: "ProviderAgent" as const,
        })),
      )
      .returning({ id: users.id });
    const opened = await handle.db
      .insert(sessions)
      .values(created.map((user) => ({ userId: user.id, expiresAt: new Date(Date.now() + DAY_MS) })))
      .returning({ id: sessions.id, userId: sessions.userId });
    const secret = new TextEncoder().encode(served.env.JWT_SECRET);
    return Promise.all(
      opened.map(async (session) => ({
        userId: session.userId,
        token: await signSessionToken(
          {
            userId: session.userId,
            sessionId: session.id,
            role: "ProviderAgent",
            businessId: served.businessId,
          },
          new Date(Date.now() + DAY_MS),
          secret,
        ),
      })),
    );
  } finally {
    await served.closeIfOwned(handle);
  }
}
