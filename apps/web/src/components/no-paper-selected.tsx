import { FileSearch } from "lucide-react";
import { Link } from "react-router";
import { stepByNumber } from "../workflow/workflow-steps";
import { EmptyState } from "./empty-state";

/** In a step's place while no paper is chosen: why the step needs one (`children`), and the way to Paper Upload. */
export function NoPaperSelected({ children }: { children: string }) {
  const upload = stepByNumber(2);
  return (
    <EmptyState icon={FileSearch} title="No Paper Selected">
      <p>{children}</p>
      <Link to={upload.path} className="btn-secondary mt-4">
        {`Go to ${upload.name}`}
      </Link>
    </EmptyState>
  );
}
