import { ERRORS, type SectionsResponse } from "@lectern/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { assignSectionImage } from "../../api/endpoints";
import { sectionsKey } from "../../api/queries/scripts";
import { toastFailure } from "../../components/failure-toast";

export interface Assignment {
  section: string;
  image: string;
}

/**
 * The assignment call is made only when an image is chosen (removal stays local). The
 * server's answer goes into the cached sections so the saved baseline knows the image.
 */
export function useAssignImage(paperId: string, onAssigned: (section: string, image: string | null) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ section, image }: Assignment) => assignSectionImage(paperId, section, image, { quiet: true }),
    onSuccess: ({ assigned_image }, { section }) => {
      queryClient.setQueryData<SectionsResponse>(sectionsKey(paperId), (old) => {
        const current = old?.sections[section];
        if (!old || !current) return old;
        return { ...old, sections: { ...old.sections, [section]: { ...current, assigned_image } } };
      });
      onAssigned(section, assigned_image);
    },
    onError: (error) => toastFailure(ERRORS.assignImage, error),
  });
}
