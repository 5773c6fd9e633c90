import { PaperId } from "@lectern/contract";
import { z } from "zod";
import type { PaperRow } from "../db/papers.repo.js";
import { invalidInput } from "../http/errors.js";

/** The keyset a page of papers ends at: its last paper's creation time and id. */
const Keyset = z.tuple([z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/), PaperId]);

export function encodeCursor(row: Pick<PaperRow, "created_at" | "id">): string {
  return Buffer.from(JSON.stringify([row.created_at, row.id])).toString("base64url");
}

/** The keyset of a cursor this server handed out; anything else is a 422 that says what to do. */
export function decodeCursor(cursor: string): Pick<PaperRow, "created_at" | "id"> {
  try {
    const [created_at, id] = Keyset.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    return { created_at, id };
  } catch {
    throw invalidInput("Invalid request query: cursor: not a cursor from this list. Ask for the first page again without one.");
  }
}
