import type { ReactNode } from "react";
import { Link } from "react-router";
import { contactHref } from "../content/content-rules";
import { SITE_CONTENT } from "../content/site-content";

/** Mail link to the configured address; without one, the About page's contact section. */
export function ContactLink({ className, children }: { className?: string; children: ReactNode }) {
  const href = contactHref(SITE_CONTENT.contactEmail);
  return href.startsWith("mailto:") ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}
