/** Problems met while reading a paper that did not stop ingest; deduplicated and capped. */
export class Warnings {
  private readonly seen = new Set<string>();
  readonly list: string[] = [];

  add(message: string): void {
    if (this.seen.has(message) || this.list.length >= 100) return;
    this.seen.add(message);
    this.list.push(message);
  }
}
