import { Download, Globe } from "lucide-react";

export const EXTENSION_DOWNLOAD_HREF = "/downloads/lectern-arxiv-extension.zip";

export function ChromeBanner() {
  return (
    <aside aria-label="Browser recommendation" className="border-b border-indigo-100 bg-indigo-50 dark:border-indigo-500/20 dark:bg-indigo-500/10">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-2.5 text-sm sm:flex-row sm:items-center sm:justify-center sm:gap-4 sm:px-6">
        <p className="flex items-center gap-2 text-indigo-900 dark:text-indigo-100">
          <Globe aria-hidden="true" className="h-4 w-4 shrink-0" />
          Lectern works best in Google Chrome.
        </p>
        <a href={EXTENSION_DOWNLOAD_HREF} download className="inline-flex items-center gap-1.5 rounded font-semibold text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300">
          <Download aria-hidden="true" className="h-4 w-4" />
          Download the arXiv extension (.zip)
        </a>
      </div>
    </aside>
  );
}
