import { Link } from "react-router";
import { BrandMark } from "./brand";
import { ContactLink } from "./contact-link";

const linkClass = "rounded text-sm text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white";

export function PublicFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex items-center gap-3">
          <BrandMark className="h-7 w-7" />
          <p className="text-sm text-slate-600 dark:text-slate-400">Lectern: research papers, narrated.</p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <Link to="/about" className={linkClass}>
            About
          </Link>
          <Link to="/sample" className={linkClass}>
            Sample videos
          </Link>
          <ContactLink className={linkClass}>Contact Us</ContactLink>
        </nav>
      </div>
    </footer>
  );
}
