import { Library, Menu } from "lucide-react";
import { forwardRef } from "react";
import { Link, useLocation } from "react-router";
import { PAPERS_PATH } from "../workflow/shell-pages";
import { useWorkflow } from "../workflow/use-workflow";
import { useWorkflowProgress } from "../workflow/use-workflow-progress";
import { shellPageFor } from "../workflow/shell-pages";
import { stepByNumber } from "../workflow/workflow-steps";
import { BrandMark } from "./brand";
import { SIDEBAR_ID } from "./sidebar";
import { StepDots } from "./step-dots";
import { ThemeToggle } from "./theme-toggle";
import { UserMenu } from "./user-menu";

interface TopBarProps {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export const TopBar = forwardRef<HTMLButtonElement, TopBarProps>(function TopBar({ sidebarOpen, onToggleSidebar }, menuRef) {
  const { state } = useWorkflow();
  const { completedSteps } = useWorkflowProgress();
  const { pathname } = useLocation();
  const page = shellPageFor(pathname);
  // On a step's own route the workflow step is shown; other shell screens show their title.
  const title = page.step ? stepByNumber(state.currentStep).name : page.title;

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
      <div className="flex h-16 items-center gap-3 px-3 sm:px-4">
        <button
          ref={menuRef}
          type="button"
          className="icon-btn"
          aria-label={sidebarOpen ? "Close sidebar" : "Open sidebar"}
          aria-expanded={sidebarOpen}
          aria-controls={SIDEBAR_ID}
          onClick={onToggleSidebar}
        >
          <Menu aria-hidden="true" className="h-5 w-5" />
        </button>
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <span className="flex items-center gap-2 font-bold text-slate-900 dark:text-white">
            <BrandMark className="h-7 w-7" />
            <span className="hidden sm:inline">Lectern</span>
          </span>
          <span aria-hidden="true" className="hidden h-5 w-px bg-slate-200 sm:block dark:bg-slate-700" />
          <p className="truncate text-sm font-semibold text-slate-800 dark:text-slate-100">{title}</p>
        </div>
        {page.step ? <StepDots step={state.currentStep} completedSteps={completedSteps} /> : null}
        <Link to={PAPERS_PATH} aria-label="My papers" className="btn-ghost" aria-current={pathname === PAPERS_PATH ? "page" : undefined}>
          <Library aria-hidden="true" className="h-4 w-4" />
          <span aria-hidden="true" className="hidden sm:inline">
            My papers
          </span>
        </Link>
        <div className="hidden md:block">
          <ThemeToggle />
        </div>
        <UserMenu />
      </div>
    </header>
  );
});
