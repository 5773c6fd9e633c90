import { RunningNotice } from "../../components/running-notice";

/** The generating notice: what is happening and for how long, as a live region. */
export function SlidesProgress({ running }: { running: boolean }) {
  return (
    <RunningNotice
      running={running}
      text="Generating slides: typesetting the deck with LaTeX and drawing the previews..."
      hint="This usually takes a few seconds; slides in Indian scripts or Chinese take a little longer."
      spacing="space-y-2"
    />
  );
}
