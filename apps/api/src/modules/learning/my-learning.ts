import {
  listMyCompleted,
  listMyInProgress,
  type MyProgramView,
} from "@manara/domain";
import { builder } from "../../builder";
import { respond } from "../../envelope";
import { paginatedEnvelope, PaginateInput } from "../../pagination";
import { ProgramRef } from "../catalog/refs";
import { ProgramProgressRef } from "./progress-type";

const MyLearningProgramRef = builder
  .objectRef<MyProgramView>("MyLearningProgram")
  .implement({
    fields: (t) => ({
      program: t.field({ type: ProgramRef, resolve: (m) => m.program }),
      progress: t.field({
        type: ProgramProgressRef,
        resolve: (m) => m.progress,
      }),
      enrolledAt: t.expose("enrolledAt", { type: "DateTime" }),
    }),
  });

const MyLearningProgramPageResponse = paginatedEnvelope(
  "MyLearningProgram",
  MyLearningProgramRef,
);

builder.queryField("myInProgress", (t) =>
  t.field({
    type: MyLearningProgramPageResponse,
    description:
      "Signed-in only. Owned programs not completed yet, newest activity first",
    args: { paginate: t.arg({ type: PaginateInput }) },
    resolve: (_r, args, ctx) =>
      respond(ctx, () => listMyInProgress(ctx.deps, ctx.caller, args)),
  }),
);

builder.queryField("myCompleted", (t) =>
  t.field({
    type: MyLearningProgramPageResponse,
    description:
      "Signed-in only. Owned programs with every lesson complete, newest first",
    args: { paginate: t.arg({ type: PaginateInput }) },
    resolve: (_r, args, ctx) =>
      respond(ctx, () => listMyCompleted(ctx.deps, ctx.caller, args)),
  }),
);
