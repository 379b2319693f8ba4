CREATE TABLE "survey_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"response_id" integer NOT NULL,
	"question_key" text NOT NULL,
	"question_text" text NOT NULL,
	"answer_index" integer,
	"text" text NOT NULL,
	"score" integer,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_responses" DROP CONSTRAINT "survey_responses_status_check";--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "channel_id" integer;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "step" text;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "timeout_minutes" integer DEFAULT 1440 NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_response_question" ON "survey_answers" USING btree ("response_id","question_key");--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_channel_id_business_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."business_channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_responses_report_idx" ON "survey_responses" USING btree ("business_id","started_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_answering" ON "survey_responses" USING btree ("contact_id") WHERE "survey_responses"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "survey_responses_deadline_idx" ON "survey_responses" USING btree ("deadline_at") WHERE "survey_responses"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "survey_responses_conversation_idx" ON "survey_responses" USING btree ("conversation_id");--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_status_check" CHECK ("survey_responses"."status" in ('in_progress', 'complete', 'incomplete', 'skipped'));