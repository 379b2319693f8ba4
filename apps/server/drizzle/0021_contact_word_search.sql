CREATE TABLE "contact_name_words" (
	"contact_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"head" text NOT NULL,
	"words" text COLLATE "C" NOT NULL
);
--> statement-breakpoint
-- A name's rows: from each word on, with the words before. Folded as contact-search.ts folds a search:
-- search_name (lower case, accents removed) with every run of WORD_SEPARATORS as one space.
CREATE FUNCTION "contact_name_word_rows"(search_name text) RETURNS TABLE ("head" text, "words" text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT left(folded, i - 1), substr(folded, i)
  FROM (
    SELECT btrim(regexp_replace(coalesce($1, ''), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f\u00a0\u00a1\u00ab\u00b7\u00bb\u00bf\u2010-\u2015\u2018-\u201e\u2026]+', ' ', 'g'), ' ') AS folded
  ) AS name, generate_series(1, length(folded)) AS i
  WHERE i = 1 OR substr(folded, i - 1, 1) = ' '
$$;
--> statement-breakpoint
-- A trigger rather than the services: contacts are written by the API, inbound messages, imports (COPY) and
-- the bots' name change, and the word rows must follow every one of them.
CREATE FUNCTION "contact_name_words_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.search_name IS NOT DISTINCT FROM OLD.search_name AND NEW.business_id = OLD.business_id THEN
      RETURN NULL;
    END IF;
    DELETE FROM contact_name_words WHERE contact_id = OLD.id;
  END IF;
  INSERT INTO contact_name_words (contact_id, business_id, head, words)
  SELECT NEW.id, NEW.business_id, w.head, w.words FROM contact_name_word_rows(NEW.search_name) AS w;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "contact_name_words_refresh" AFTER INSERT OR UPDATE OF "name", "business_id" ON "contacts"
FOR EACH ROW EXECUTE FUNCTION "contact_name_words_refresh"();
--> statement-breakpoint
INSERT INTO "contact_name_words" ("contact_id", "business_id", "head", "words")
SELECT c.id, c.business_id, w.head, w.words FROM contacts AS c CROSS JOIN LATERAL contact_name_word_rows(c.search_name) AS w;
--> statement-breakpoint
ALTER TABLE "contact_name_words" ADD CONSTRAINT "contact_name_words_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_name_words" ADD CONSTRAINT "contact_name_words_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_name_words_prefix_idx" ON "contact_name_words" USING btree ("business_id","words","contact_id","head");--> statement-breakpoint
CREATE INDEX "contact_name_words_contact_idx" ON "contact_name_words" USING btree ("contact_id");
