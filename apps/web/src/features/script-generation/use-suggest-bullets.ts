import { useMutation } from "@tanstack/react-query";
import { suggestBulletPoints } from "../../api/endpoints";
import { toastFailure } from "../../components/failure-toast";
import { MAX_BULLETS } from "./section-model";

export const SUGGEST_FAILED = "Could not suggest bullet points";

/** The one-section bullet call: bullets drawn from the narration as it is now. */
export function useSuggestBullets(paperId: string, onSuggested: (section: string, bullets: string[]) => void) {
  return useMutation({
    mutationFn: ({ section, text }: { section: string; text: string }) => suggestBulletPoints(paperId, section, text, { quiet: true }),
    onSuccess: ({ bullet_points }, { section }) => onSuggested(section, bullet_points.slice(0, MAX_BULLETS)),
    onError: (error) => toastFailure(SUGGEST_FAILED, error),
  });
}
