import type { MetadataUpdate, PaperMetadata } from "@lectern/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { updatePaperMetadata } from "../../api/endpoints";
import { paperMetadataKey } from "../../api/queries/metadata";
import { useWorkflow } from "../../workflow/use-workflow";

export const METADATA_SAVED = "Paper details saved";

/** Save Changes. A refusal is toasted by the client with the server's detail. */
export function useSaveMetadata(paperId: string, onSaved: (metadata: PaperMetadata) => void) {
  const queryClient = useQueryClient();
  const { update } = useWorkflow();
  return useMutation({
    mutationFn: (changes: MetadataUpdate) => updatePaperMetadata(paperId, changes),
    onSuccess: ({ metadata }) => {
      queryClient.setQueryData(paperMetadataKey(paperId), metadata);
      update({ metadata });
      toast.success(METADATA_SAVED);
      onSaved(metadata);
    },
  });
}
