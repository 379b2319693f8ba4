import type { SurveyEndReason, SurveyQuestion, SurveyResponseStatus, SurveyStatus } from "@consola/shared";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { areas } from "./areas.js";
import { businessChannels } from "./channels.js";
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
    /** How long a contact has to finish it once sent; past it (or the channel's window) it is incomplete. */
    timeoutMinutes: integer("timeout_minutes").notNull().default(1440),
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

/**
 * One survey sent to a contact after a chat closed (decision 017): where it stands, the question it waits on,
 * and why it ended early. What the contact answered is in `survey_answers`. A survey version with rows here
 * is never changed or deleted.
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
    /** The line it went out on: only replies on that line answer it. */
    channelId: integer("channel_id").references(() => businessChannels.id, { onDelete: "set null" }),
    /** The agent and the area of the chat the survey followed. */
    agentId: integer("agent_id").references(() => users.id, { onDelete: "set null" }),
    areaId: integer("area_id").references(() => areas.id, { onDelete: "set null" }),
    status: text("status").$type<SurveyResponseStatus>().notNull().default("in_progress"),
    /** The key of the question waiting for an answer (null once it ended). */
    step: text("step"),
    /** Wrong answers to the current question: the first is asked again with a hint, the second ends it. */
    attempts: integer("attempts").notNull().default(0),
    /** When an unfinished survey becomes incomplete: its time limit, or the end of the WhatsApp window. */
    deadlineAt: timestamp("deadline_at", { withTimezone: true }),
    endReason: text("end_reason").$type<SurveyEndReason>(),
    /** Its scored answers added up and counted as they arrive, so the reports' averages read no answers. */
    scoreTotal: integer("score_total").notNull().default(0),
    scoredAnswers: integer("scored_answers").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("survey_responses_survey_idx").on(table.surveyId),
    // The reports: a business's surveys sent in a period; the CSV pages along (started at, id).
    index("survey_responses_report_idx").on(table.businessId, table.startedAt, table.id),
    // A contact answers one survey at a time; their next message is read against it.
    uniqueIndex("survey_responses_answering").on(table.contactId).where(sql`${table.status} = 'in_progress'`),
    // The sweeper: surveys past their deadline.
    index("survey_responses_deadline_idx").on(table.deadlineAt).where(sql`${table.status} = 'in_progress'`),
    index("survey_responses_conversation_idx").on(table.conversationId),
    check(
      "survey_responses_status_check",
      sql`${table.status} in ('in_progress', 'complete', 'incomplete', 'skipped')`,
    ),
  ],
);

/** One answer a contact gave, with the question and answer texts as they read them (for the reports). */
export const surveyAnswers = pgTable(
  "survey_answers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    responseId: integer("response_id")
      .notNull()
      .references(() => surveyResponses.id, { onDelete: "cascade" }),
    questionKey: text("question_key").notNull(),
    questionText: text("question_text").notNull(),
    /** The chosen answer's position (0-based) in a choice question; null for an open question. */
    answerIndex: integer("answer_index"),
    text: text("text").notNull(),
    score: integer("score"),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("survey_answers_response_question").on(table.responseId, table.questionKey),
    // The reports' answers and comments of a period (answered after the survey went out, within its time).
    index("survey_answers_business_time_idx").on(table.businessId, table.answeredAt, table.id),
  ],
);
