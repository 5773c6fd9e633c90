import { TokenStream } from "../../ingest/latex/token-stream.js";

export interface ExpanderBudget {
  reads: number;
  expansions: number;
}

export interface WorkMeter {
  reads: number;
  expansions: number;
  /** Set once the budget was passed (a reading step may have turned the throw into a warning). */
  over: boolean;
  /** Puts the stream's own methods back. */
  stop(): void;
}

/**
 * Counts the macro expander's work through the read head it works on: tokens read, and
 * expansions (each pushes its result in front of the stream). Past the budget it throws, so a
 * runaway that escaped every cap fails a test at once instead of hanging it (a synchronous loop
 * cannot be stopped by a test timeout). Call stop() in a finally.
 */
export function meterTokenStream(budget: ExpanderBudget): WorkMeter {
  const proto = TokenStream.prototype;
  const { next, takeChar, peekAhead, pushFront } = proto;
  const meter: WorkMeter = {
    reads: 0,
    expansions: 0,
    over: false,
    stop: () => {
      Object.assign(proto, { next, takeChar, peekAhead, pushFront });
    },
  };
  const charge = (reads: number, expansions: number) => {
    meter.reads += reads;
    meter.expansions += expansions;
    if (meter.reads > budget.reads || meter.expansions > budget.expansions) {
      meter.over = true;
      throw new Error(`over the work budget: ${JSON.stringify({ reads: meter.reads, expansions: meter.expansions })}`);
    }
  };
  proto.next = function (this: TokenStream) {
    charge(1, 0);
    return next.call(this);
  };
  proto.takeChar = function (this: TokenStream) {
    charge(1, 0);
    return takeChar.call(this);
  };
  proto.peekAhead = function (this: TokenStream, n: number) {
    const ahead = peekAhead.call(this, n);
    charge(ahead.length, 0);
    return ahead;
  };
  proto.pushFront = function (this: TokenStream, tokens) {
    charge(0, 1);
    return pushFront.call(this, tokens);
  };
  return meter;
}
