CREATE TABLE "item_embeddings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feature_request_id" uuid,
	"vent_id" uuid,
	"model" text NOT NULL,
	"text_hash" text NOT NULL,
	"embedding" real[] NOT NULL,
	"embedded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_embeddings_feature_request_id_unique" UNIQUE("feature_request_id"),
	CONSTRAINT "item_embeddings_vent_id_unique" UNIQUE("vent_id"),
	CONSTRAINT "item_embeddings_one_target_check" CHECK (num_nonnulls("item_embeddings"."feature_request_id", "item_embeddings"."vent_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "item_embeddings" ADD CONSTRAINT "item_embeddings_feature_request_id_feature_requests_id_fk" FOREIGN KEY ("feature_request_id") REFERENCES "public"."feature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_embeddings" ADD CONSTRAINT "item_embeddings_vent_id_vents_id_fk" FOREIGN KEY ("vent_id") REFERENCES "public"."vents"("id") ON DELETE cascade ON UPDATE no action;