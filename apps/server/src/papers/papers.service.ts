import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { MetadataUpdate, PaperDocument, PaperMetadata, PaperProcessed } from "@lectern/contract";
import { dataPaths, INGEST_LIMITS, ingestPaperIsolated, StageError, type IngestLimits, readPaperDocument, readSourceManifest, writeJsonAtomic, workspacePaths, type IngestInput, type IngestProgress, type RemoteEndpoints } from "@lectern/pipeline";
import type { PaperRow, PapersRepo } from "../db/papers.repo.js";
import { paperGone } from "../http/errors.js";

/** Paper ids: 20 lower-case hex characters, unguessable (they appear in URLs). */
function newPaperId(): string {
  return crypto.randomBytes(10).toString("hex");
}

/** What a paper is made from: a received file, or an arXiv / bioRxiv link. */
export type PaperInput = Exclude<IngestInput, { kind: "remote" }> | { kind: "remote"; url: string };

export function papersService(repo: PapersRepo, dataDir: string, remote: RemoteEndpoints, limits: IngestLimits = INGEST_LIMITS) {
  const dirOf = dataPaths(dataDir).paperDir;

  function processed(id: string, doc: PaperDocument): PaperProcessed {
    return { paper_id: id, metadata: doc.metadata, image_files: doc.figures.map((f) => f.name) };
  }

  return {
    dirOf,

    /** A paper id no paper has: one click names its paper before its job reads it. */
    newPaperId,

    /**
     * Ingests into a fresh workspace. The paper exists (row + directory) only if ingest succeeds;
     * on any failure its directory is removed and the user's other papers are untouched. One
     * click's job passes the id it was given (`id`, its workspace first cleared of what a run cut
     * short left), ingest's steps (`onStep`) and its signal.
     */
    async create(userId: string, input: PaperInput, opts: { id?: string; onStep?: IngestProgress; signal?: AbortSignal | undefined } = {}): Promise<PaperProcessed> {
      const id = opts.id ?? newPaperId();
      const dir = dirOf(id);
      const full: IngestInput = input.kind === "remote" ? { ...input, endpoints: remote } : input;
      try {
        if (opts.id) await fs.rm(dir, { recursive: true, force: true });
        const doc = await ingestPaperIsolated(full, dir, opts.onStep, { limits, ...(opts.signal ? { signal: opts.signal } : {}) });
        const { kind } = await readSourceManifest(dir);
        await repo.insert({ id, user_id: userId, title: doc.metadata.title, source_kind: kind });
        return processed(id, doc);
      } catch (err) {
        // The IngestError goes on as it is: its reason becomes the HTTP answer in toAppError.
        await fs.rm(dir, { recursive: true, force: true });
        throw err;
      }
    },

    /** Whether the user has this paper (one click's job asks before it reads the paper again). */
    async has(id: string, userId: string): Promise<boolean> {
      return (await repo.owned(id, userId)) !== undefined;
    },

    /** What Process and one click answer for a paper: its id, metadata and figure names. */
    async processed(id: string): Promise<PaperProcessed> {
      return processed(id, await this.document(id));
    },

    /** The caller's paper or 404 (also for other users' papers: existence is not disclosed). */
    async owned(id: string, userId: string): Promise<PaperRow> {
      const row = await repo.owned(id, userId);
      if (!row) throw paperGone();
      return row;
    },

    async document(id: string): Promise<PaperDocument> {
      try {
        return await readPaperDocument(dirOf(id));
      } catch {
        throw new StageError("This paper's processed data is missing. Please upload it again.", "ingest", "gone");
      }
    },

    async updateMetadata(id: string, update: MetadataUpdate): Promise<PaperMetadata> {
      const doc = await this.document(id);
      const metadata: PaperMetadata = { ...doc.metadata, title: update.title, authors: update.authors, date: update.date };
      await writeJsonAtomic(workspacePaths(dirOf(id)).paperJson, { ...doc, metadata });
      await repo.setTitle(id, update.title);
      return metadata;
    },

    /** Absolute path of the paper's PDF or source download, or undefined when there is none. */
    async downloadFile(id: string, which: "pdf" | "source"): Promise<string | undefined> {
      const manifest = await readSourceManifest(dirOf(id)).catch(() => undefined);
      const name = manifest?.[which];
      if (!name) return undefined;
      const file = path.join(workspacePaths(dirOf(id)).source, path.basename(name));
      return (await fs.stat(file).catch(() => undefined))?.isFile() ? file : undefined;
    },
  };
}
export type PapersService = ReturnType<typeof papersService>;
