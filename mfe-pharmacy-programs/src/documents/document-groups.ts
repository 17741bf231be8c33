// Documents grouped by category, in the order members look for them: plan documents, forms, tax
// forms, then any other category alphabetically; inside a category, by title.
import type { PlanDocument } from './api';

export const categoryOrder = ['Plan Documents', 'Forms', 'Tax Forms'];

/** The category of the key plan documents (the document link modal lists them). */
export const keyDocumentsCategory = 'Plan Documents';

export interface DocumentGroup {
  category: string;
  documents: PlanDocument[];
}

function categoryRank(category: string): number {
  const index = categoryOrder.indexOf(category);
  return index === -1 ? categoryOrder.length : index;
}

export function groupDocuments(documents: readonly PlanDocument[]): DocumentGroup[] {
  const groups = new Map<string, PlanDocument[]>();
  for (const document of documents) {
    const category = document.category.trim() || 'Other documents';
    groups.set(category, [...(groups.get(category) ?? []), document]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => categoryRank(a) - categoryRank(b) || a.localeCompare(b))
    .map(([category, list]) => ({ category, documents: [...list].sort((x, y) => x.title.localeCompare(y.title)) }));
}

/** The groups the member chose to see ('' for all). A category that no longer exists shows all. */
export function visibleGroups(groups: readonly DocumentGroup[], category: string): readonly DocumentGroup[] {
  const chosen = groups.filter((group) => group.category === category);
  return chosen.length > 0 ? chosen : groups;
}
