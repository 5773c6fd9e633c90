import { ROUTES, type SectionsResponse } from "@lectern/contract";
import { localBullets, readScript, StageError, assignSectionImage, saveSectionEdits, sectionOf, type ScriptDocument } from "@lectern/pipeline";
import type { FastifyInstance } from "fastify";
import type { RouteDeps } from "../feature.js";
import { notFound } from "../http/errors.js";
import { registerRoute } from "../http/route.js";
import { chooseWriter } from "./writer-choice.js";
import { awaitJob } from "../jobs/await-job.js";

function toResponse(paperId: string, doc: ScriptDocument): SectionsResponse {
  return {
    paper_id: paperId,
    sections: Object.fromEntries(doc.order.flatMap((k) => {
      const s = sectionOf(doc, k);
      return s ? [[k, { script: s.script, bullet_points: s.bullet_points, assigned_image: s.assigned_image }]] : [];
    })),
    order: doc.order,
    writer: doc.writer,
    model: doc.model,
    titles: Object.fromEntries(doc.order.map((k) => [k, sectionOf(doc, k)?.title ?? k])),
    length: doc.length,
    ...(doc.fallback_sections?.length ? { fallback_sections: doc.fallback_sections } : {}),
  };
}

export function registerScriptsRoutes(app: FastifyInstance, { auth, papers, keys, config, jobs }: Pick<RouteDeps, "auth" | "papers" | "keys" | "config" | "jobs">): void {
  // A background job; the request awaits it. One generation per paper at a time (409).
  registerRoute(app, auth, ROUTES.generateScripts, async ({ user, params, body }) => {
    await papers.owned(params.id, user.id);
    // The writer is chosen now, so a missing key is refused before anything is queued.
    const chosen = await chooseWriter(user.id, body?.writer, keys, config);
    const job = await jobs.submit({
      userId: user.id,
      paperId: params.id,
      kind: "script",
      payload: { writer: chosen.writer, length: body?.length ?? "standard" },
      exclusiveWith: ["script", "oneclick"],
      busyMessage: "Scripts for this paper are already being generated. Please wait for them to finish.",
    });
    const result = (await awaitJob(jobs, job, ROUTES.generateScripts)) as { writer: ScriptDocument["writer"]; model: string; sections: number };
    return { success: true as const, paper_id: params.id, writer: result.writer, model: result.model, sections: result.sections };
  });

  const sections = async (paperId: string, userId: string) => {
    await papers.owned(paperId, userId);
    const doc = await readScript(papers.dirOf(paperId));
    if (!doc) throw notFound("No scripts have been generated for this paper yet.");
    return toResponse(paperId, doc);
  };
  registerRoute(app, auth, ROUTES.getSections, async ({ user, params }) => sections(params.id, user.id));
  registerRoute(app, auth, ROUTES.refreshSections, async ({ user, params }) => sections(params.id, user.id));

  registerRoute(app, auth, ROUTES.saveSections, async ({ user, params, body }) => {
    await papers.owned(params.id, user.id);
    return toResponse(params.id, await saveSectionEdits(papers.dirOf(params.id), body.sections));
  });

  registerRoute(app, auth, ROUTES.assignImage, async ({ user, params, query }) => {
    await papers.owned(params.id, user.id);
    const doc = await assignSectionImage(papers.dirOf(params.id), params.section, query.image_name ?? null);
    return { success: true as const, section: params.section, assigned_image: sectionOf(doc, params.section)?.assigned_image ?? null };
  });

  registerRoute(app, auth, ROUTES.bulletPoints, async ({ user, params, body }) => {
    await papers.owned(params.id, user.id);
    const doc = await readScript(papers.dirOf(params.id));
    const title = (doc && sectionOf(doc, params.section)?.title) ?? params.section.replace(/_/g, " ");
    // The same writer as the section's script when it was an LLM and its key is still there.
    if (doc && doc.writer !== "local") {
      try {
        const chosen = await chooseWriter(user.id, doc.writer, keys, config);
        return { bullet_points: await chosen.bullets(title, body.text) };
      } catch (err) {
        // The writer's key is gone (chooseWriter's not_ready): the local bullets serve instead.
        if (!(err instanceof StageError)) throw err;
      }
    }
    return { bullet_points: localBullets(title, body.text) };
  });
}
