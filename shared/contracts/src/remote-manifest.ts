// The remote manifest (docs/remote-manifest.md): each remote declares, in its own
// `src/remote-manifest.ts`, the pages, menu entries, dashboard cards and feeds it owns. The build
// generates the remote's `exposes` and its standalone dev-host routes from it and publishes it as
// `remote-manifest.json` beside `mf-manifest.json`; the shell fetches it at start, validates it with
// `parseRemoteManifest` below and composes its route table, menus and dashboard from it.
//
// A manifest names rules, it never defines them: rights rules by SPEC's rights keys (section 5), menu
// visibility by those keys or by a rule the shared rights module owns (`menuRuleNames`), contract types
// from SPEC's list. The guards stay in `@portal/rights`, enforced by the shell before remote code loads.
//
// This module imports types only, so build tools compile it alone (tools/lib/remote-manifests.mjs).
import type { ContractType, RightsRecord } from './domain';
import type { RouteDefinition } from './route-table';

/**
 * Who may open a route: anyone; only signed-in members (with a selected plan unless planOptional); or
 * anyone without a token, but a signed-in member goes through the signed-in checks (terms of use); or
 * only a signed-in staff session (the token's staff role; no plan), not-found for members.
 * A staff session opens no member ('authenticated') route: staff are not members. A new access value
 * is one line here plus its rule in the one guard module (@portal/rights route-access.ts).
 */
export const routeAccesses = ['public', 'authenticated', 'authenticated-when-token', 'staff'] as const;
export type RouteAccess = (typeof routeAccesses)[number];

export const contractTypes = ['Medical', 'Dental', 'Vision'] as const satisfies readonly ContractType[];

/** The rights keys of docs/product/routes-and-guards.md#guards-rights-key a page or a menu entry may name (every key of RightsRecord). */
export const rightsKeys = [
  'claims',
  'deductible',
  'personalHealthRecord',
  'healthReimbursementAccount',
  'findCareAndCostOptions',
  'findCareAndCostDisplayText',
  'findCare',
  'whosCovered',
  'choosePrimaryCareProvider',
  'inpatientMedicalAdmissionRequest',
  'pageIdentifiers',
  'updatePolicy',
  'updatePolicyMetallic',
  'maPlanBenefits',
  'maPlanBenefitsLink',
  'updateOtherCoverageInformation',
  'coverageWhenTravelingAbroad',
  'payBill',
  'payment',
  'idCards',
  'programs',
  'pharmacyCenter',
  'rxSavingsSolutions',
  'forms',
  'chatType',
  'embold',
] as const satisfies readonly (keyof RightsRecord)[];
export type RightsKey = (typeof rightsKeys)[number];
// Fails to compile when RightsRecord gains a key this list lacks.
const everyRightsKeyListed: Record<Exclude<keyof RightsRecord, RightsKey>, never> = {};
void everyRightsKeyListed;

/**
 * Menu visibility rules that are more than one rights key (docs/product/roles-and-rights.md#rights-menu-visibility), owned by @portal/rights
 * (`menuRules` in shared/rights/src/navigation-entries.ts): a manifest names one, never writes one.
 */
export const menuRuleNames = ['payBill', 'pharmacy', 'findCareOptions'] as const;
export type MenuRuleName = (typeof menuRuleNames)[number];

/**
 * Dashboard card rules that need more than the rights (the selected plan, or the guards of several
 * pages), owned by @portal/rights (`dashboardRules` in shared/rights/src/dashboard-rules.ts): a card's
 * manifest names one. `policyHolder`: the plan's policyholder (the bill is theirs); `careCostOptions`:
 * at least one of the care-cost pages (find care, cost estimates, coverage) is open to the plan.
 */
export const dashboardRuleNames = ['policyHolder', 'careCostOptions'] as const;
export type DashboardRuleName = (typeof dashboardRuleNames)[number];

/** Labels read from the rights at run time (docs/product/routes-and-guards.md#routes-contract-type-prefix: the find-care entry's display text). */
export const menuLabelSources = ['findCareDisplayText'] as const;
export type MenuLabelSource = (typeof menuLabelSources)[number];

export const menuNames = ['care', 'policy', 'top'] as const;
export type MenuName = (typeof menuNames)[number];

/** An exposed module's name, as `exposes` and `loadRemote` spell it. */
export type ExposedModule = `./${string}`;

/** Shown when: a rights key allows it (rightsAllow), or a named rule of @portal/rights. Absent: always. */
export type VisibilityRule = { rightsKey: RightsKey } | { rule: MenuRuleName };

/** A card's rule: a menu's (a rights key or a menu rule), or a dashboard rule of @portal/rights. */
export type CardVisibilityRule = VisibilityRule | { rule: DashboardRuleName };

export interface ManifestPage {
  path: string;
  /** The route title (document title "<title> - Member Portal"); absent: the page sets its own. */
  title?: string;
  access: RouteAccess;
  /** An authenticated route that works before a plan is chosen. */
  planOptional?: boolean;
  /** Contract types the selected plan must have; absent means all. */
  contractTypes?: readonly ContractType[];
  /** The rights key whose rule must allow the route (docs/product/routes-and-guards.md#guards-rights-key). */
  rightsKey?: RightsKey;
  /** `/programs/:id`: the member must have a program with the id in the path (docs/product/routes-and-guards.md#guards-rights-key). */
  requiresProgramInPath?: boolean;
  /** The exposed module that renders the page (one of `modules`). */
  module: ExposedModule;
  /** Layout parts this page hides. */
  hide?: { navigation?: boolean; footer?: boolean };
  /** Basic-template pages use the basic header and footer (docs/product/routes-and-guards.md#layout-frame). */
  template?: 'basic';
  /** A staff page where a staff session lands after sign-in and where the logo leads it. */
  staffHome?: boolean;
}

export interface ManifestMenuEntry {
  menu: MenuName;
  /** Stable id; defaults to `to`. */
  id?: string;
  label: string;
  /** A label read from the rights when they carry one (the find-care display text); `label` otherwise. */
  labelFrom?: MenuLabelSource;
  /** Where the entry leads: a page of the portal (or a redirect to one). */
  to: string;
  /** The page whose guards decide the entry when `to` is a redirect (/medical-claims -> /claims). */
  guardPath?: string;
  /** Position in its menu; the shell's own entries use the same scale (docs/remote-manifest.md). */
  order: number;
  visibleWhen?: VisibilityRule;
}

/**
 * What a card draws while it loads (hidden from assistive technology, which hears `status`): its loaded
 * shape as muted bars, a figure of `figureLines`, `textLines` of text, `listItems` list items. The shell
 * draws it in the card's slot until the remote's module is in, and hands it to the module for its own
 * loading, so nothing below the card moves (no layout shift).
 */
export interface CardLoadingShape {
  status: string;
  figureLines: number;
  textLines?: number;
  listItems?: number;
  /** Rows of a list, each a line of three bars (the recent claims' rows); drawn instead of the figure. */
  rows?: number;
}

export const dashboardSlots = ['prompt', 'attention', 'cards'] as const;
export type DashboardSlot = (typeof dashboardSlots)[number];

export interface ManifestDashboardCard {
  id: string;
  /** The exposed module whose default export renders the card's body (the shell draws its frame). */
  module: ExposedModule;
  /**
   * Which dashboard region: `prompt` (above the sections, a nudge the module draws whole, nothing
   * while it loads: no frame, no link, no loading shape), the attention row or the cards grid.
   */
  slot: DashboardSlot;
  order: number;
  /** The card's title (it names the card's region) and its link into the page that owns the details;
   * the shell draws the link only when that page's guards let the plan in. */
  title: string;
  link?: { to: string; label: string };
  /** Required for a framed card (attention, cards); absent for a prompt. */
  loading?: CardLoadingShape;
  /** Across the whole grid. */
  wide?: boolean;
  /** Shown only when this page's guards (a page of this manifest) let the plan in, as a menu entry's. */
  guardPath?: string;
  contractTypes?: readonly ContractType[];
  visibleWhen?: CardVisibilityRule;
}

/** Modules the shell loads for a shared concern once a plan is selected (the bell's unread counts). */
export interface ManifestFeed {
  kind: 'message-count';
  module: ExposedModule;
}

export interface RemoteManifest {
  schemaVersion: 1;
  /** The remote's federation name, the key of remotes.json. */
  remote: string;
  /** Every exposed module -> its source file, relative to the remote's folder; `exposes` is this. */
  modules: Readonly<Record<ExposedModule, string>>;
  pages: readonly ManifestPage[];
  menuEntries?: readonly ManifestMenuEntry[];
  dashboardCards?: readonly ManifestDashboardCard[];
  feeds?: readonly ManifestFeed[];
  /**
   * Written by the build, never by hand: for each exposed module, the shared libraries (share keys,
   * such as `@portal/forms` or `luxon`) its code takes from the shell. The shell starts loading them as
   * it starts loading the module, instead of after the remote's entry has run (docs/remote-manifest.md).
   */
  sharedModules?: Readonly<Record<ExposedModule, readonly string[]>>;
}

/**
 * What a remote writes in its src/remote-manifest.ts: the manifest with the facts the contract can
 * supply left out. `completeRemoteManifest` fills them in, so what the build publishes, and what the
 * shell reads, is always the whole RemoteManifest (a remote built before these shorthands publishes
 * the same whole form, and still validates).
 * - a menu entry's `label`: absent, the title of the page that guards it (`guardPath` or `to`);
 * - a card's `slot`: absent, `cards`;
 * - a card's `loading.status`: absent, "Loading " and the card's title, first letter lower-cased;
 * - a card's `link.guardsCard: true`: the card shows only when the link's page lets the plan in (its
 *   `guardPath` is the link's `to`).
 */
export interface RemoteManifestSource extends Omit<RemoteManifest, 'menuEntries' | 'dashboardCards' | 'sharedModules'> {
  menuEntries?: readonly ManifestMenuEntrySource[];
  dashboardCards?: readonly ManifestDashboardCardSource[];
}

export type ManifestMenuEntrySource = Omit<ManifestMenuEntry, 'label'> & { label?: string };

export type ManifestDashboardCardSource = Omit<ManifestDashboardCard, 'slot' | 'link' | 'loading'> & {
  slot?: DashboardSlot;
  link?: { to: string; label: string; guardsCard?: true };
  loading?: Omit<CardLoadingShape, 'status'> & { status?: string };
};

export type ManifestParseResult = { ok: true; value: RemoteManifest } | { ok: false; errors: string[] };

/** The published file's name, beside the remote's mf-manifest.json. */
export const remoteManifestFileName = 'remote-manifest.json';

/** The URL of a remote's manifest, from its mf-manifest.json URL in remotes.json. */
export function remoteManifestUrl(mfManifestUrl: string): string {
  return new URL(remoteManifestFileName, mfManifestUrl).href;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);
const isPath = (value: unknown): value is string => isString(value) && /^\/[A-Za-z0-9\-_/:.]*$/.test(value) && !value.includes('//');
const isModuleName = (value: unknown): value is ExposedModule => typeof value === 'string' && /^\.\/[A-Za-z][A-Za-z0-9]*$/.test(value);

function checkKeys(where: string, value: Record<string, unknown>, allowed: readonly string[], errors: string[]): void {
  for (const key of Object.keys(value)) if (!allowed.includes(key)) errors.push(`${where}: unknown field "${key}"`);
}

function checkVisibility(where: string, rule: unknown, errors: string[], moreRules: readonly string[] = []): void {
  if (rule === undefined) return;
  const rules = [...menuRuleNames, ...moreRules];
  if (isObject(rule) && Object.keys(rule).length === 1 && oneOf(rightsKeys, rule.rightsKey)) return;
  if (isObject(rule) && Object.keys(rule).length === 1 && oneOf(rules, rule.rule)) return;
  errors.push(`${where}: "visibleWhen" must be { rightsKey } with a SPEC rights key or { rule } with one of ${rules.join(', ')}`);
}

function checkContractTypes(where: string, value: unknown, errors: string[]): void {
  if (value === undefined) return;
  if (!Array.isArray(value) || value.length === 0 || !value.every((type) => oneOf(contractTypes, type))) {
    errors.push(`${where}: "contractTypes" must be a non-empty list of ${contractTypes.join(', ')}`);
  }
}

function checkOrder(where: string, value: unknown, errors: string[]): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) errors.push(`${where}: "order" must be a number`);
}

const manifestFields = ['schemaVersion', 'remote', 'modules', 'pages', 'menuEntries', 'dashboardCards', 'feeds', 'sharedModules'];

/** A share key: a package name, with a subpath (`react/jsx-runtime`, `@portal/ui/dates`). */
const shareKeyPattern = /^(@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*(\/[a-z0-9._-]+)*$/;
const maxShareKeysPerModule = 100;

function checkSharedModules(value: unknown, modules: Record<string, unknown>, errors: string[]): void {
  if (value === undefined) return;
  if (!isObject(value)) return void errors.push('"sharedModules" must map exposed modules to lists of share keys');
  for (const [module, keys] of Object.entries(value)) {
    const where = `sharedModules["${module}"]`;
    if (!(module in modules)) errors.push(`${where}: the module is not in "modules"`);
    if (
      !Array.isArray(keys) ||
      keys.length > maxShareKeysPerModule ||
      !keys.every((key) => isString(key) && key.length <= 214 && shareKeyPattern.test(key))
    )
      errors.push(`${where} must be a list of share keys (package names), at most ${maxShareKeysPerModule}`);
  }
}
const pageFields = [
  'path',
  'title',
  'access',
  'planOptional',
  'contractTypes',
  'rightsKey',
  'requiresProgramInPath',
  'module',
  'hide',
  'template',
  'staffHome',
];
const menuFields = ['menu', 'id', 'label', 'labelFrom', 'to', 'guardPath', 'order', 'visibleWhen'];
const cardFields = ['id', 'module', 'slot', 'order', 'title', 'link', 'loading', 'wide', 'guardPath', 'contractTypes', 'visibleWhen'];
const loadingFields = ['status', 'figureLines', 'textLines', 'listItems', 'rows'];
const linkFields = ['to', 'label'];
const isCount = (value: unknown, optional: boolean) =>
  (optional && value === undefined) || (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 12);

type ModuleCheck = (where: string, module: unknown) => void;
/** The manifest's pages so far: each path and its title. */
type PageTitles = Map<string, string | undefined>;

/** A page: known fields, a path declared once, its access rule, contract types, rights key and module. */
function checkPage(where: string, page: Record<string, unknown>, paths: PageTitles, checkModule: ModuleCheck, errors: string[]): void {
  checkKeys(where, page, pageFields, errors);
  if (!isPath(page.path)) errors.push(`${where}: "path" must start with /`);
  else if (paths.has(page.path)) errors.push(`${where}: "${page.path}" is declared twice`);
  else paths.set(page.path, typeof page.title === 'string' ? page.title : undefined);
  if (page.title !== undefined && !isString(page.title)) errors.push(`${where}: "title" must be a non-empty string`);
  if (!oneOf(routeAccesses, page.access)) errors.push(`${where}: "access" must be one of ${routeAccesses.join(', ')}`);
  checkContractTypes(where, page.contractTypes, errors);
  if (page.rightsKey !== undefined && !oneOf(rightsKeys, page.rightsKey)) errors.push(`${where}: "rightsKey" must be a SPEC rights key`);
  for (const flag of ['planOptional', 'requiresProgramInPath'] as const) {
    if (page[flag] !== undefined && typeof page[flag] !== 'boolean') errors.push(`${where}: "${flag}" must be true or false`);
  }
  if (
    page.hide !== undefined &&
    (!isObject(page.hide) ||
      !Object.entries(page.hide).every(([key, value]) => ['navigation', 'footer'].includes(key) && typeof value === 'boolean'))
  ) {
    errors.push(`${where}: "hide" may hide navigation and footer only`);
  }
  if (page.template !== undefined && page.template !== 'basic') errors.push(`${where}: "template" must be "basic"`);
  if (page.staffHome !== undefined && (page.staffHome !== true || page.access !== 'staff'))
    errors.push(`${where}: "staffHome" must be true, on a staff page`);
  checkModule(where, page.module);
}

/** A menu entry: its menu, label, target, and the page of this manifest that guards it. */
function checkMenuEntry(where: string, entry: Record<string, unknown>, paths: PageTitles, errors: string[]): void {
  checkKeys(where, entry, menuFields, errors);
  if (!oneOf(menuNames, entry.menu)) errors.push(`${where}: "menu" must be one of ${menuNames.join(', ')}`);
  if (entry.label !== undefined && !isString(entry.label)) errors.push(`${where}: "label" must be a non-empty string`);
  if (entry.label === undefined && !isString(paths.get(String(entry.guardPath ?? entry.to))))
    errors.push(`${where}: "label" is needed: its page has no title to stand for it`);
  if (entry.id !== undefined && !isString(entry.id)) errors.push(`${where}: "id" must be a non-empty string`);
  if (entry.labelFrom !== undefined && !oneOf(menuLabelSources, entry.labelFrom))
    errors.push(`${where}: "labelFrom" must be one of ${menuLabelSources.join(', ')}`);
  if (!isPath(entry.to)) errors.push(`${where}: "to" must be a portal path`);
  const guardPath = entry.guardPath ?? entry.to;
  // An entry is guarded by one of this remote's pages, so a menu rule and its page's rule cannot drift.
  if (isPath(guardPath) && !paths.has(guardPath)) errors.push(`${where}: "${guardPath}" is not a page of this manifest (set "guardPath")`);
  checkOrder(where, entry.order, errors);
  checkVisibility(where, entry.visibleWhen, errors);
}

/** A dashboard card: its slot, module, order, title, link, loading shape, guard and rules. */
function checkCard(where: string, card: Record<string, unknown>, paths: PageTitles, checkModule: ModuleCheck, errors: string[]): void {
  checkKeys(where, card, cardFields, errors);
  if (!isString(card.id)) errors.push(`${where}: "id" must be a non-empty string`);
  if (card.slot !== undefined && !oneOf(dashboardSlots, card.slot))
    errors.push(`${where}: "slot" must be one of ${dashboardSlots.join(', ')}`);
  checkModule(where, card.module);
  checkOrder(where, card.order, errors);
  if (!isString(card.title)) errors.push(`${where}: "title" must be a non-empty string`);
  const link = card.link;
  if (
    link !== undefined &&
    !(
      isObject(link) &&
      Object.keys(link).every((key) => [...linkFields, 'guardsCard'].includes(key)) &&
      isPath(link.to) &&
      isString(link.label)
    )
  ) {
    errors.push(`${where}: "link" must be { to: a portal path, label }`);
  }
  if (isObject(link) && link.guardsCard !== undefined) {
    if (link.guardsCard !== true) errors.push(`${where}: "link.guardsCard" must be true when set`);
    else if (card.guardPath !== undefined) errors.push(`${where}: set "link.guardsCard" or "guardPath", not both`);
  }
  const loading = card.loading;
  if (card.slot === 'prompt') {
    // A prompt is drawn whole by its module: no frame, so no link, loading shape or width.
    for (const field of ['link', 'loading', 'wide'] as const)
      if (card[field] !== undefined) errors.push(`${where}: a prompt has no "${field}"`);
  } else if (
    !isObject(loading) ||
    !Object.keys(loading).every((key) => loadingFields.includes(key)) ||
    (loading.status !== undefined && !isString(loading.status)) ||
    !isCount(loading.figureLines, false) ||
    !isCount(loading.textLines, true) ||
    !isCount(loading.listItems, true)
  ) {
    errors.push(`${where}: "loading" must be { status, figureLines, textLines?, listItems? } with counts up to 12`);
  } else if (!isCount(loading.rows, true)) {
    errors.push(`${where}: "loading.rows" must be a count up to 12`);
  }
  if (card.wide !== undefined && card.wide !== true) errors.push(`${where}: "wide" must be true when set`);
  const guardPath = card.guardPath ?? (isObject(link) && link.guardsCard === true ? link.to : undefined);
  if (guardPath !== undefined) {
    // Like a menu entry's: the card's rule is its page's guard, so the two cannot drift apart.
    if (!isPath(guardPath)) errors.push(`${where}: "guardPath" must be a portal path`);
    else if (!paths.has(guardPath)) errors.push(`${where}: "${guardPath}" is not a page of this manifest`);
  }
  checkContractTypes(where, card.contractTypes, errors);
  checkVisibility(where, card.visibleWhen, errors, dashboardRuleNames);
}

/**
 * Validates a remote manifest (the parsed JSON the shell fetches, or the module the build compiles):
 * every field known and well typed, rules named by SPEC's keys, every module a page, card or feed
 * names declared in `modules`, and no path declared twice. `expectedRemote` is the remotes.json key.
 */
export function parseRemoteManifest(json: unknown, expectedRemote?: string): ManifestParseResult {
  const errors: string[] = [];
  if (!isObject(json)) return { ok: false, errors: ['the remote manifest must be an object'] };
  checkKeys('manifest', json, manifestFields, errors);
  if (json.schemaVersion !== 1) errors.push('"schemaVersion" must be 1');
  if (!isString(json.remote)) errors.push('"remote" must be the federation name');
  else if (expectedRemote !== undefined && json.remote !== expectedRemote)
    errors.push(`"remote" is "${json.remote}", remotes.json names "${expectedRemote}"`);

  const modules = isObject(json.modules) ? json.modules : {};
  if (!isObject(json.modules)) errors.push('"modules" must map each exposed module to its source file');
  for (const [name, source] of Object.entries(modules)) {
    if (!isModuleName(name) || !isString(source)) errors.push(`modules: "${name}" must be "./Name" -> a source file`);
  }
  const checkModule = (where: string, module: unknown) => {
    if (!isModuleName(module)) errors.push(`${where}: "module" must be "./Name"`);
    else if (!(module in modules)) errors.push(`${where}: module "${module}" is not in "modules"`);
  };

  const pages = Array.isArray(json.pages) ? json.pages : [];
  if (!Array.isArray(json.pages)) errors.push('"pages" must be a list');
  const paths: PageTitles = new Map();
  pages.forEach((page: unknown, index) => {
    const where = `pages[${index}]`;
    if (!isObject(page)) return void errors.push(`${where} must be an object`);
    checkPage(where, page, paths, checkModule, errors);
  });

  const entries = json.menuEntries === undefined ? [] : json.menuEntries;
  if (!Array.isArray(entries)) errors.push('"menuEntries" must be a list');
  else {
    entries.forEach((entry: unknown, index) => {
      const where = `menuEntries[${index}]`;
      if (!isObject(entry)) return void errors.push(`${where} must be an object`);
      checkMenuEntry(where, entry, paths, errors);
    });
  }

  const cards = json.dashboardCards === undefined ? [] : json.dashboardCards;
  if (!Array.isArray(cards)) errors.push('"dashboardCards" must be a list');
  else {
    cards.forEach((card: unknown, index) => {
      const where = `dashboardCards[${index}]`;
      if (!isObject(card)) return void errors.push(`${where} must be an object`);
      checkCard(where, card, paths, checkModule, errors);
    });
  }

  checkSharedModules(json.sharedModules, modules, errors);

  const feeds = json.feeds === undefined ? [] : json.feeds;
  if (!Array.isArray(feeds)) errors.push('"feeds" must be a list');
  else {
    feeds.forEach((feed: unknown, index) => {
      const where = `feeds[${index}]`;
      if (!isObject(feed)) return void errors.push(`${where} must be an object`);
      checkKeys(where, feed, ['kind', 'module'], errors);
      if (feed.kind !== 'message-count') errors.push(`${where}: "kind" must be "message-count"`);
      checkModule(where, feed.module);
    });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: completeRemoteManifest(json as unknown as RemoteManifestSource) };
}

/** An object's defined fields in the contract's order, so a completed manifest reads as one written out. */
function inFieldOrder<T>(fields: readonly string[], value: Record<string, unknown>): T {
  return Object.fromEntries(fields.filter((field) => value[field] !== undefined).map((field) => [field, value[field]])) as T;
}

/** A card's loading status when its manifest gives none: "Loading claims in process…" for "Claims in process". */
export function defaultLoadingStatus(title: string): string {
  return `Loading ${title.charAt(0).toLowerCase()}${title.slice(1)}…`;
}

function completeCard(card: ManifestDashboardCardSource): ManifestDashboardCard {
  const link = card.link && inFieldOrder<{ to: string; label: string }>(linkFields, card.link);
  const loading =
    card.loading && inFieldOrder<CardLoadingShape>(loadingFields, { status: defaultLoadingStatus(card.title), ...card.loading });
  const guardPath = card.guardPath ?? (card.link?.guardsCard ? card.link.to : undefined);
  return inFieldOrder(cardFields, { ...card, slot: card.slot ?? 'cards', link, loading, guardPath });
}

/**
 * The whole manifest from what a remote wrote (RemoteManifestSource lists what the contract supplies);
 * a manifest written out in full comes back the same.
 */
export function completeRemoteManifest(source: RemoteManifestSource): RemoteManifest {
  const titles = new Map(source.pages.map((page) => [page.path, page.title]));
  const menuEntries = source.menuEntries?.map((entry) =>
    inFieldOrder<ManifestMenuEntry>(menuFields, { ...entry, label: entry.label ?? titles.get(entry.guardPath ?? entry.to) }),
  );
  const dashboardCards = source.dashboardCards?.map(completeCard);
  return inFieldOrder(manifestFields, {
    ...source,
    menuEntries,
    dashboardCards,
  });
}

/** A manifest's pages as routes of the portal's route table. */
export function manifestRoutes(manifest: RemoteManifest): RouteDefinition[] {
  return manifest.pages.map(({ module, ...page }) => ({ ...page, page: { kind: 'remote', remote: manifest.remote, module } }));
}
