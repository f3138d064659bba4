CREATE TABLE "journey_links" (
	"journey_id" integer NOT NULL,
	"target_journey_id" integer NOT NULL,
	"unlock_submission_threshold" integer NOT NULL,
	CONSTRAINT "journey_links_journey_id_target_journey_id_pk" PRIMARY KEY("journey_id","target_journey_id"),
	CONSTRAINT "journey_links_threshold_positive" CHECK ("journey_links"."unlock_submission_threshold" > 0),
	CONSTRAINT "journey_links_not_self" CHECK ("journey_links"."journey_id" <> "journey_links"."target_journey_id")
);
--> statement-breakpoint
CREATE TABLE "journey_queues" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"trait_ids" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "journey_queues_status" CHECK ("journey_queues"."status" in ('PENDING', 'OK'))
);
--> statement-breakpoint
CREATE TABLE "journey_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"journey_id" integer NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"prompt" text DEFAULT '' NOT NULL,
	"payload" jsonb NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "journey_tasks_journey_slug" UNIQUE("journey_id","slug"),
	CONSTRAINT "journey_tasks_score_not_negative" CHECK ("journey_tasks"."score" >= 0),
	CONSTRAINT "journey_tasks_kind" CHECK ("journey_tasks"."kind" in ('riddle', 'choice', 'progress', 'own-trait', 'equip-trait', 'video'))
);
--> statement-breakpoint
CREATE TABLE "journeys" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"season" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journeys_slug_unique" UNIQUE("slug"),
	CONSTRAINT "journeys_score_not_negative" CHECK ("journeys"."score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "task_completions" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"score" integer NOT NULL,
	"choice" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_completions_profile_task" UNIQUE("profile_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "video_interactions" (
	"profile_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"liked_date" timestamp with time zone,
	"comment_date" timestamp with time zone,
	"comment" text,
	CONSTRAINT "video_interactions_profile_id_task_id_pk" PRIMARY KEY("profile_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "cool_score_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"points" integer NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cool_score_events_once" UNIQUE("profile_id","source","source_id"),
	CONSTRAINT "cool_score_events_points_positive" CHECK ("cool_score_events"."points" > 0),
	CONSTRAINT "cool_score_events_source" CHECK ("cool_score_events"."source" in ('task', 'journey', 'milestone', 'holding', 'reward'))
);
--> statement-breakpoint
ALTER TABLE "journey_links" ADD CONSTRAINT "journey_links_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_links" ADD CONSTRAINT "journey_links_target_journey_id_journeys_id_fk" FOREIGN KEY ("target_journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_queues" ADD CONSTRAINT "journey_queues_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_tasks" ADD CONSTRAINT "journey_tasks_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_task_id_journey_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."journey_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_interactions" ADD CONSTRAINT "video_interactions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_interactions" ADD CONSTRAINT "video_interactions_task_id_journey_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."journey_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cool_score_events" ADD CONSTRAINT "cool_score_events_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journey_links_target" ON "journey_links" USING btree ("target_journey_id");--> statement-breakpoint
CREATE INDEX "journey_queues_profile" ON "journey_queues" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "cool_score_events_profile" ON "cool_score_events" USING btree ("profile_id","created_at");