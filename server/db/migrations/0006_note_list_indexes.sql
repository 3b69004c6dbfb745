DROP INDEX "notes_user_updated_idx";--> statement-breakpoint
DROP INDEX "notes_user_created_idx";--> statement-breakpoint
CREATE INDEX "notes_user_updated_idx" ON "notes" USING btree ("user_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "notes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "notes_user_created_idx" ON "notes" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "notes"."deleted_at" is null;