ALTER TABLE "journey_queues" ADD COLUMN "chest_id" integer;--> statement-breakpoint
ALTER TABLE "journey_tasks" ADD COLUMN "reward_trait_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "journey_queues_pending" ON "journey_queues" USING btree ("created_at") WHERE "journey_queues"."status" = 'PENDING';