// A program as the pages show it, from whatever the catalogue lookup returned (docs/product/content-and-programs.md#content-lookup "Program
// data"): the body is a string, a list of paragraphs, or a top and an optional bottom section.
import type { ContentResult } from '../content/content-lookup';
import type { ContentData, ExitModalData, ProgramBody, ProgramData } from '../content/content-types';
import { handoffAction, type HandoffAction } from '../handoff/handoff-action';
import { toParagraphs } from '../handoff/paragraphs-html';

export interface ProgramView {
  /** The member's program id (from the rights; the route /programs/:id uses it). */
  programId: string;
  /** False when the catalogue has no copy for the id (or the bypass flag shows ids). */
  hasContent: boolean;
  title: string;
  top: string[];
  bottom: string[];
  /** Illustration file name (shown with templateType "image"), or false. */
  image: string | false;
  buttonLabel: string;
  action: HandoffAction | null;
  exitModal: ExitModalData | null;
}

export function isProgramData(data: ContentData): data is ProgramData {
  return typeof data === 'object' && !Array.isArray(data) && typeof (data as { title?: unknown }).title === 'string';
}

export function bodySections(body: ProgramBody | undefined): { top: string[]; bottom: string[] } {
  if (body === undefined) return { top: [], bottom: [] };
  if (typeof body === 'string' || Array.isArray(body)) return { top: toParagraphs(body as string | readonly string[]), bottom: [] };
  const sections = body as Exclude<ProgramBody, string | readonly string[]>;
  return { top: toParagraphs(sections.section_top), bottom: toParagraphs(sections.section_bottom) };
}

function idOnly(programId: string, title: string): ProgramView {
  return { programId, hasContent: false, title, top: [], bottom: [], image: false, buttonLabel: '', action: null, exitModal: null };
}

/**
 * The view of one program, or null when nothing may be shown (expired item, unsupported locale).
 * Copy that is not program data (a plain string or paragraphs) still shows, under the id as title.
 */
export function programView(programId: string, result: ContentResult, exitModal: ExitModalData | null): ProgramView | null {
  if (result.kind === 'nothing') return null;
  if (result.kind === 'id') return idOnly(programId, result.id);
  const { data } = result;
  if (typeof data === 'string') return { ...idOnly(programId, data), hasContent: true };
  if (!isProgramData(data)) {
    const paragraphs = Array.isArray(data) ? toParagraphs(data as readonly string[]) : [];
    return { ...idOnly(programId, programId), hasContent: true, top: paragraphs };
  }
  const { top, bottom } = bodySections(data.body);
  const action = handoffAction(data);
  return {
    programId,
    hasContent: true,
    title: data.title,
    top,
    bottom,
    image: data.templateType === 'image' ? data.image : false,
    buttonLabel: data.buttonLabel.trim() || 'Get started',
    action,
    exitModal: action ? exitModal : null,
  };
}
