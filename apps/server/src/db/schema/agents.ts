import { date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { ownerBusinessId } from "./owned-by-business.js";
import { users } from "./users.js";

export type AgentState = "offline" | "available" | "not_available";

/**
 * An agent's availability today: the current state since when, and the seconds spent available (active)
 * and not available (inactive) before it. A new business day starts the counters again.
 */
export const agentPresence = pgTable(
  "agent_presence",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    businessId: ownerBusinessId(),
    day: date("day").notNull(),
    state: text("state").$type<AgentState>().notNull().default("offline"),
    stateSince: timestamp("state_since", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    activeSeconds: integer("active_seconds").notNull().default(0),
    inactiveSeconds: integer("inactive_seconds").notNull().default(0),
    lastAssignedAt: timestamp("last_assigned_at", { withTimezone: true }),
  },
  (table) => [index("agent_presence_business_idx").on(table.businessId, table.state)],
);
