import { ArrowRight } from "lucide-react";
import { Spinner } from "../../components/spinner";
import { useGetStarted } from "./use-get-started";

export function GetStartedButton({ label = "Get Started", className = "" }: { label?: string; className?: string }) {
  const { start, checking } = useGetStarted();
  return (
    <button type="button" className={`btn-primary px-6 py-3 text-base ${className}`} onClick={() => void start()} disabled={checking} aria-busy={checking}>
      {label}
      {checking ? <Spinner size="sm" className="[&_svg]:text-white" /> : <ArrowRight aria-hidden="true" className="h-5 w-5" />}
    </button>
  );
}
