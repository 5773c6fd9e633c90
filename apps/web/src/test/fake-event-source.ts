import { JOB_EVENT } from "@lectern/contract";
import { act } from "@testing-library/react";
import { vi } from "vitest";

// A stand-in for EventSource (jsdom has none), so tests can push a job's Server-Sent Events.

type Listener = (event: MessageEvent) => void;

export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;

  readonly url: string;
  readyState = FakeEventSource.OPEN;
  onerror: ((event: Event) => void) | null = null;
  onmessage: Listener | null = null;
  onopen: ((event: Event) => void) | null = null;
  private listeners = new Map<string, Set<Listener>>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: Listener): void {
    const set = this.listeners.get(type) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  get closed(): boolean {
    return this.readyState === FakeEventSource.CLOSED;
  }

  /** The server sends `event: job` with this job as its data. */
  sendJob(job: unknown): void {
    if (this.closed) return;
    const event = new MessageEvent(JOB_EVENT, { data: JSON.stringify(job) });
    act(() => {
      for (const listener of this.listeners.get(JOB_EVENT) ?? []) listener(event);
    });
  }

  /** The connection fails (or the signed URL was refused). */
  fail(): void {
    act(() => {
      this.onerror?.(new Event("error"));
    });
  }
}

/** Replaces EventSource for one test (setup.ts unstubs globals afterwards). */
export function installFakeEventSource(): FakeEventSource[] {
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  return FakeEventSource.opened;
}
