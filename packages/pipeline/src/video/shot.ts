/** One picture on screen from start_s to end_s. */
export interface Shot {
  slide: string;
  section: string | null;
  start_s: number;
  end_s: number;
  /**
   * A highlight state of the picture before it (the same slide with another point emphasised):
   * it needs no key frame of its own, only the dimmed lines change.
   */
  highlight?: boolean;
}
