import type { User } from "@lectern/contract";
import type { PapersRepo } from "../db/papers.repo.js";
import { notFound } from "../http/errors.js";
import type { PapersService } from "./papers.service.js";

/**
 * A media request's paper: with a session, the caller's own paper; with a signed URL, the paper
 * the signature names (the signature covers the exact path, so it cannot be moved).
 */
export async function mediaPaper(caller: User | "signed", id: string, papers: PapersService, repo: PapersRepo): Promise<void> {
  if (caller === "signed") {
    if (!(await repo.byId(id))) throw notFound("Paper not found.");
    return;
  }
  await papers.owned(id, caller.id);
}
