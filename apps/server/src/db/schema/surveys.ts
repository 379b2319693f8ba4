import type { SurveyQuestion, SurveyStatus } from "@consola/shared";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { areas } from "./areas.js";
import { ownerContactId } from "./chat-columns.js";
import { createdAt, updatedAt } from "./columns.js";
import { conversations } from "./conversations.js";
import { ownerBusinessId } from "./owned-by-business.js";
import { users } from "./users.js";

/**
 * One version of a satisfaction survey (decision 016). Editing a survey that has responses adds a row with
 * the same origin and the next version and archives the old one, so a response always points at the
 * questions it answered. At most one survey of a business is active: the one sent after a chat closes.
 */
export const surveys = pgTable(
  "surveys",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    /**
     * The first version's id (its own id for the first). Not a foreign key: a first version left with no
     * responses may be deleted while later versions still carry its id as their origin.
     */
    originId: integer("origin_id").notNull(),
    version: integer("version").notNull().default(1),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    status: text("status").$type<SurveyStatus>().notNull().default("inactive"),
    initialMessage: text("initial_message").notNull(),
    finalMessage: text("final_message").notNull(),
    /** The questions as the shared definition schema parsed them (keys, answers, scores, next steps). */
    questions: jsonb("questions").$type<SurveyQuestion[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Activating deactivates the one before in the same transaction; the index decides even when two race.
    uniqueIndex("surveys_one_active").on(table.businessId).where(sql`${table.status} = 'active'`),
    // The list: a business's surveys, newest first.
    index("surveys_business_list_idx").on(table.businessId, table.createdAt.desc(), table.id.desc()),
    // A survey's versions, and the "is there a newer version" check of the list.
    uniqueIndex("surveys_origin_version_unique").on(table.originId, table.version),
    check("surveys_status_check", sql`${table.status} in ('active', 'inactive', 'archived')`),
    check("surveys_version_check", sql`${table.version} >= 1`),
  ],
);

/** One answer a contact gave: the question's key, the answer's text (or what they wrote) and its score. */
export type SurveyResponseAnswer = { key: string; text: string; score: number | null };

/**
 * One survey sent to a contact after a chat closed, and what they answered so far. Delivery and reports
 * fill it (issue 15, points 3 and 4); a survey version with rows here is never changed or deleted.
 */
export const surveyResponses = pgTable(
  "survey_responses",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    surveyId: integer("survey_id")
      .notNull()
      .references(() => surveys.id),
    conversationId: integer("conversation_id").references(() => conversations.id, { onDelete: "set null" }),
    contactId: ownerContactId(),
    /** The agent and the area of the chat the survey followed. */
    agentId: integer("agent_id").references(() => users.id, { onDelete: "set null" }),
    areaId: integer("area_id").references(() => areas.id, { onDelete: "set null" }),
    status: text("status")
      .$type<"in_progress" | "complete" | "incomplete">()
      .notNull()
      .default("in_progress"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    answers: jsonb("answers").$type<SurveyResponseAnswer[]>().notNull().default([]),
  },
  (table) => [
    index("survey_responses_survey_idx").on(table.surveyId),
    check("survey_responses_status_check", sql`${table.status} in ('in_progress', 'complete', 'incomplete')`),
  ],
);
