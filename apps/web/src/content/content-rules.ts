import type { SampleVideo, TeamGroup, Testimonial } from "./site-content-types";

/** A team group with nobody in it is not shown. */
export function visibleTeamGroups(groups: readonly TeamGroup[]): TeamGroup[] {
  return groups.filter((group) => group.members.length > 0);
}

/** A sample with no video identifier is not displayed. */
export function visibleSamples(samples: readonly SampleVideo[]): SampleVideo[] {
  return samples.filter((sample) => sample.videoId.trim() !== "");
}

export function visibleTestimonials(testimonials: readonly Testimonial[]): Testimonial[] {
  return testimonials.filter((t) => t.name.trim() !== "");
}

/** Stars shown for a rating, kept within 0..5 whatever the content file says. */
export function clampRating(rating: number): number {
  return Number.isFinite(rating) ? Math.max(0, Math.min(5, Math.round(rating))) : 0;
}

/** mailto: link when an address is configured, otherwise the About page's contact section. */
export function contactHref(email: string): string {
  const address = email.trim();
  return address ? `mailto:${address}` : "/about#contact";
}

/** Only http(s) links from the content file become hrefs; anything else is dropped. */
export function safeExternalUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId.trim())}?rel=0`;
}
