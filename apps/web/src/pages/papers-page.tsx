import { PapersScreen } from "../features/papers/papers-screen";
import { useDocumentTitle } from "../lib/use-document-title";

export function PapersPage() {
  useDocumentTitle("My papers");
  return <PapersScreen />;
}
