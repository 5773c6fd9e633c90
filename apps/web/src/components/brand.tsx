import { Link } from "react-router";

export function BrandMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="7" className="fill-indigo-600 dark:fill-indigo-500" />
      <path d="M9 8h14v3H18v13h-4V11H9z" fill="#fff" />
      <rect x="8" y="24" width="16" height="2.5" rx="1.25" fill="#c7d2fe" />
    </svg>
  );
}

/** Brand name with its mark, linking home. */
export function Brand({ to = "/" }: { to?: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-slate-900 dark:text-white">
      <BrandMark />
      <span>Lectern</span>
    </Link>
  );
}
