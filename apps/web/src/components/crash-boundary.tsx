import { Component, type ReactNode } from "react";
import { CrashFallback } from "./crash-fallback";

/** Any screen that throws while rendering is replaced by the crash screen. React itself logs the error. */
export class CrashBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override render(): ReactNode {
    return this.state.crashed ? <CrashFallback /> : this.props.children;
  }
}
