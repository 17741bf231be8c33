// Content paragraphs may hold simple links (phone numbers, terms): they are joined into <p> elements
// and always rendered through SanitizedHtml.
export function toParagraphs(value: string | readonly string[] | undefined): string[] {
  if (value === undefined) return [];
  return (typeof value === 'string' ? [value] : [...value]).filter((paragraph) => paragraph.trim() !== '');
}

export function paragraphsHtml(paragraphs: readonly string[]): string {
  return paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('');
}
