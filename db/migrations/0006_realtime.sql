CREATE TABLE "realtime_channels" (
	"channel" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtime_events" (
	"channel" text NOT NULL,
	"seq" bigint NOT NULL,
	"event" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "realtime_events_channel_seq_pk" PRIMARY KEY("channel","seq")
);
--> statement-breakpoint
CREATE INDEX "realtime_events_created_at" ON "realtime_events" USING btree ("created_at");