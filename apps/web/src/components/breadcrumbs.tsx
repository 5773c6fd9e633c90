import { ChevronRight, House } from "lucide-react";
import { Link, useLocation } from "react-router";
import { shellPageFor } from "../workflow/shell-pages";

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const { title } = shellPageFor(pathname);
  return (
    <nav aria-label="Breadcrumb" className="mb-6">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-500 dark:text-slate-400">
        <li>
          <Link to="/" className="inline-flex items-center gap-1.5 rounded hover:text-slate-900 dark:hover:text-white">
            <House aria-hidden="true" className="h-4 w-4" />
            Home
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="h-4 w-4" />
        </li>
        <li>Workflow</li>
        <li aria-hidden="true">
          <ChevronRight className="h-4 w-4" />
        </li>
        <li aria-current="page" className="font-medium text-slate-900 dark:text-white">
          {title}
        </li>
      </ol>
    </nav>
  );
}
