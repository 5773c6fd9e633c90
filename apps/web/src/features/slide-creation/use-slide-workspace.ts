import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { paperMetadataQuery } from "../../api/queries/metadata";
import { sectionsQuery } from "../../api/queries/scripts";
import { slidesQuery } from "../../api/queries/slides";
import { useWorkflow } from "../../workflow/use-workflow";
import { stepByNumber } from "../../workflow/workflow-steps";
import { useGenerateSlides } from "./use-generate-slides";
import { useSlideDownload } from "./use-slide-downloads";

/** Step 4's state: the deck on the server, generation (automatic once when there is none), downloads. */
export function useSlideWorkspace() {
  const { state, update, completeStep } = useWorkflow();
  const navigate = useNavigate();
  const paperId = state.paperId;
  const preview = useQuery({ ...slidesQuery(paperId ?? ""), enabled: paperId !== null });
  const sections = useQuery({ ...sectionsQuery(paperId ?? ""), enabled: paperId !== null });
  const paper = useQuery({ ...paperMetadataQuery(paperId ?? ""), enabled: paperId !== null });
  const generate = useGenerateSlides(paperId, (slides) => update({ slides }));
  const download = useSlideDownload(paperId);

  const slides = preview.data?.images ?? [];
  const hasScripts = Object.keys(sections.data?.sections ?? {}).length > 0;

  // Generation runs automatically once if there are no slides: once per visit, never in a loop
  // (a failed build leaves the list empty and waits for the user's Generate Slides).
  const autoRan = useRef(false);
  const { mutate } = generate;
  useEffect(() => {
    if (autoRan.current || !paperId || !preview.isSuccess || !sections.isSuccess) return;
    if (preview.data.images.length > 0 || !hasScripts) return;
    autoRan.current = true;
    mutate();
  }, [paperId, preview.isSuccess, preview.data, sections.isSuccess, hasScripts, mutate]);

  const onContinue = () => {
    completeStep(4);
    void navigate(stepByNumber(5).path);
  };

  return {
    paperId,
    title: paper.data?.title ?? null,
    loading: paperId !== null && (preview.isPending || sections.isPending),
    hasScripts,
    slides,
    urls: preview.data?.urls ?? {},
    stale: preview.data?.stale === true,
    generating: generate.isPending,
    onGenerate: () => generate.mutate(),
    refreshUrls: () => void preview.refetch(),
    downloading: download.isPending ? (download.variables ?? null) : null,
    onDownload: download.mutate,
    onContinue,
  };
}
