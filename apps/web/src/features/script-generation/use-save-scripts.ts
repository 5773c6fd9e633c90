import { ERRORS, type SaveSectionsRequest } from "@lectern/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { saveSections } from "../../api/endpoints";
import { storeSections } from "../../api/queries/scripts";
import { toastFailure } from "../../components/failure-toast";

export const SCRIPTS_SAVED = "Scripts saved";

/** Save Scripts: the server answers with the saved sections, which become the new baseline. */
export function useSaveScripts(paperId: string, onSaved: (sent: SaveSectionsRequest) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveSectionsRequest) => saveSections(paperId, request, { quiet: true }),
    onSuccess: (sections, sent) => {
      storeSections(queryClient, paperId, sections);
      onSaved(sent);
      toast.success(SCRIPTS_SAVED);
    },
    onError: (error) => toastFailure(ERRORS.saveScripts, error),
  });
}
