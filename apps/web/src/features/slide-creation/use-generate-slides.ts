import { ERRORS } from "@lectern/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { generateSlides } from "../../api/endpoints";
import { slidesKey } from "../../api/queries/slides";
import { toastFailure } from "../../components/failure-toast";

/**
 * Generate Slides: the server typesets the deck and answers with the preview names; the preview
 * list (with its signed URLs) is then fetched again. A failure keeps the last good deck on the
 * server, so the carousel keeps showing it and the toast says why.
 */
export function useGenerateSlides(paperId: string | null, onBuilt: (slides: string[]) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (!paperId) throw new Error("No paper selected.");
      return generateSlides(paperId, { quiet: true });
    },
    onSuccess: async (answer) => {
      onBuilt(answer.slides);
      if (paperId) await queryClient.invalidateQueries({ queryKey: slidesKey(paperId) });
    },
    onError: (error) => toastFailure(ERRORS.generateSlides, error),
  });
}
