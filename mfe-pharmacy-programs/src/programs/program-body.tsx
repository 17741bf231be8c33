import { SanitizedHtml } from '@portal/ui/sanitized-html';
import { paragraphsHtml } from '../handoff/paragraphs-html';

/** Paragraphs of program copy (they may hold phone and site links), always sanitised. */
export function ProgramParagraphs({ paragraphs, className }: { paragraphs: readonly string[]; className?: string }) {
  if (paragraphs.length === 0) return null;
  return <SanitizedHtml className={className} html={paragraphsHtml(paragraphs)} />;
}
