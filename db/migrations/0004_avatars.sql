CREATE TABLE "traits" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"rarity" text DEFAULT 'COMMON' NOT NULL,
	"type" text NOT NULL,
	"trait_type" text NOT NULL,
	"additional" text,
	"weight" real,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"display_image" text,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sub_traits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"view" jsonb DEFAULT '["FRONT","RIGHT","FULL","LEFT","HEAD"]'::jsonb NOT NULL,
	"offset_x" real,
	"offset_y" real,
	"width" real,
	"height" real,
	"background" text,
	"parent_background" text,
	"generated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "traits_type_name" UNIQUE("type","name")
);
--> statement-breakpoint
CREATE TABLE "avatars" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"token_id" integer NOT NULL,
	"profile_id" integer,
	"pfp" boolean DEFAULT false NOT NULL,
	"view" text DEFAULT 'FRONT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avatars_type_token" UNIQUE("type","token_id")
);
--> statement-breakpoint
CREATE TABLE "history_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"avatar_id" integer,
	"type" text NOT NULL,
	"token_id" integer NOT NULL,
	"view" text NOT NULL,
	"equipment" jsonb NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avatar_equipment" (
	"avatar_id" integer NOT NULL,
	"inventory_item_id" integer NOT NULL,
	"trait_type" text NOT NULL,
	CONSTRAINT "avatar_equipment_avatar_id_inventory_item_id_pk" PRIMARY KEY("avatar_id","inventory_item_id"),
	CONSTRAINT "avatar_equipment_one_per_type" UNIQUE("avatar_id","trait_type")
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"trait_id" integer NOT NULL,
	"token_id" integer,
	"balance" integer DEFAULT 1 NOT NULL,
	"bound_to" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_items_profile_trait" UNIQUE("profile_id","trait_id")
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_type" text NOT NULL,
	"token_id" integer NOT NULL,
	"profile_id" integer,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tokens_type_token" UNIQUE("token_type","token_id")
);
--> statement-breakpoint
ALTER TABLE "avatars" ADD CONSTRAINT "avatars_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_entries" ADD CONSTRAINT "history_entries_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_entries" ADD CONSTRAINT "history_entries_avatar_id_avatars_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."avatars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatar_equipment" ADD CONSTRAINT "avatar_equipment_avatar_id_avatars_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."avatars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatar_equipment" ADD CONSTRAINT "avatar_equipment_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_trait_id_traits_id_fk" FOREIGN KEY ("trait_id") REFERENCES "public"."traits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_bound_to_avatars_id_fk" FOREIGN KEY ("bound_to") REFERENCES "public"."avatars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avatars_profile" ON "avatars" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "history_entries_profile" ON "history_entries" USING btree ("profile_id","date");--> statement-breakpoint
CREATE INDEX "avatar_equipment_item" ON "avatar_equipment" USING btree ("inventory_item_id");