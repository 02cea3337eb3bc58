CREATE TABLE "program_co_lecturers" (
	"program_id" uuid NOT NULL,
	"lecturer_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "program_co_lecturers_program_id_lecturer_id_pk" PRIMARY KEY("program_id","lecturer_id")
);
--> statement-breakpoint
ALTER TABLE "program_co_lecturers" ADD CONSTRAINT "program_co_lecturers_program_id_learning_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."learning_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_co_lecturers" ADD CONSTRAINT "program_co_lecturers_lecturer_id_lecturers_id_fk" FOREIGN KEY ("lecturer_id") REFERENCES "public"."lecturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_co_lecturers_lecturer_idx" ON "program_co_lecturers" USING btree ("lecturer_id");