// Page copy items (program_template, pharmacy_center, documents_forms) are objects of named fields.
import type { ContentData } from './content-types';
import { toParagraphs } from '../handoff/paragraphs-html';

/**
 * The paragraphs of one field of a page-copy item. When the lookup returned a plain string (the
 * content bypass shows the id, or the item is unknown) the string stands in for the page's main field.
 */
export function copyParagraphs(data: ContentData | null, field: string, { main = false }: { main?: boolean } = {}): string[] {
  if (data === null) return [];
  if (typeof data === 'string') return main ? [data] : [];
  if (Array.isArray(data)) return main ? toParagraphs(data as readonly string[]) : [];
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'string' || Array.isArray(value) ? toParagraphs(value as string | readonly string[]) : [];
}

/** One field as plain text (labels, link targets); the fallback when the field is missing. */
export function copyText(data: ContentData | null, field: string, fallback: string): string {
  return copyParagraphs(data, field)[0] ?? fallback;
}
