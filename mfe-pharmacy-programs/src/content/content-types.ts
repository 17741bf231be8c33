// The content catalogue's shapes (docs/product/content-and-programs.md#content-lookup, "Content item", "Program data", "Exit modal").

/** Body of a program: one string, a list of paragraphs, or a top and an optional bottom section. */
export type ProgramBody =
  string | readonly string[] | { section_top: string | readonly string[]; section_bottom?: string | readonly string[] };

/** The twelve partner single-sign-on targets (docs/product/content-and-programs.md#programs-partners; the sandbox serves each at /sandbox/partners/:key). */
export const partnerKeys = [
  'virtualcare',
  'maternity',
  'specialdelivery',
  'carenavigation',
  'behavioral',
  'digestive',
  'rewards',
  'discounts',
  'dental',
  'helper',
  'spendingaccount',
  'costsearch',
] as const;

export type PartnerKey = (typeof partnerKeys)[number];

export interface ProgramData {
  title: string;
  body: ProgramBody;
  /** File name of the program's illustration, or false for none. */
  image: string | false;
  buttonLabel: string;
  /** External URL (opens in a new tab), a portal path, or empty. */
  buttonLink: string;
  /** Partner single sign-on target, or empty. */
  buttonSSO: PartnerKey | '';
  /** "image": the layout with the illustration beside the text. */
  templateType?: 'image';
}

export interface ExitModalCheckbox {
  id: string;
  label: string;
  required: boolean;
}

/** The exit modal of the discount program: an authorization the member accepts before the partner opens. */
export interface ExitModalData {
  title: string;
  /** The authorization text: paragraphs, which may hold links (rendered through SanitizedHtml). */
  content: string | readonly string[];
  checkboxes: readonly ExitModalCheckbox[];
  cancelLabel: string;
  acceptLabel: string;
  showPrint: boolean;
}

/** Page copy that is not a program (program_template and other page texts). */
export interface PageCopy {
  [field: string]: string | readonly string[];
}

export type ContentData = ProgramData | PageCopy | string | readonly string[];

/** A dated switch: from `date` on, the item shows the data of the item named by `content_key`. */
export interface DateLogicEntry {
  /** Calendar date, YYYY-MM-DD (a one-digit month or day is accepted: 2024-11-8). */
  date: string;
  /** content_id of the item that supplies the data from that date. */
  content_key: string;
}

export interface ContentItem {
  /** Matched case-insensitively. */
  content_id: string;
  data: ContentData;
  /** Calendar date after which the item is no longer shown (it still shows on that date). */
  date_expire?: string;
  date_logic?: readonly DateLogicEntry[];
  dataExitModal?: ExitModalData;
}
