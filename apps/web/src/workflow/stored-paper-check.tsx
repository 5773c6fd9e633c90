import { ERRORS, PaperId } from "@lectern/contract";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import { useLocation, useNavigate } from "react-router";
import { isApiError } from "../api/api-error";
import { paperMetadataQuery } from "../api/queries/metadata";
import { useWorkflow } from "./use-workflow";
import { withoutPaper } from "./workflow-state";
import { stepByNumber } from "./workflow-steps";

const PAPER_UPLOAD_PATH = stepByNumber(2).path;

/**
 * The stored-paper rule. The browser keeps only a paper id; when the server no longer has
 * that paper (deleted, another account, a reset database) every step would fail on it, so the
 * paper and everything derived from it are dropped and the user is sent to upload it again.
 *
 * Mounted once inside the signed-in shell, which stays mounted across workflow routes: the
 * paper is checked once per session start (and again only for a new id), not by every screen.
 * It also restores the paper's metadata after a reload, since the workflow keeps only the id.
 */
export function StoredPaperCheck() {
  const { state, update } = useWorkflow();
  const { paperId } = state;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);

  // An id the server could never have issued is gone without asking.
  const wellFormed = paperId !== null && PaperId.safeParse(paperId).success;
  const query = useQuery({ ...paperMetadataQuery(paperId ?? ""), enabled: wellFormed, staleTime: Infinity });
  const gone = paperId !== null && (!wellFormed || (isApiError(query.error) && query.error.status === 404));
  const handledId = useRef<string | null>(null);

  useEffect(() => {
    if (!gone || handledId.current === paperId) return;
    handledId.current = paperId;
    update(withoutPaper());
    toast.error(ERRORS.previousSessionGone);
    // On every workflow route, Step 1 included: the paper is what the user has to redo now;
    // the keys stay reachable from the sidebar.
    if (pathnameRef.current !== PAPER_UPLOAD_PATH) void navigate(PAPER_UPLOAD_PATH, { replace: true });
  }, [gone, paperId, update, navigate]);

  const metadata = query.data;
  useEffect(() => {
    if (metadata) update({ metadata });
  }, [metadata, update]);

  return null;
}
