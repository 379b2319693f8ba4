ALTER TABLE "survey_responses" DROP COLUMN "answers";--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "score_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "scored_answers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "survey_answers_business_time_idx" ON "survey_answers" USING btree ("business_id","answered_at","id");