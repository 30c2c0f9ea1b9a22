/**
 * Business constants and limits of spec §9. Also defined elsewhere: OPERATOR_ID, ALL_ROLES_ID and
 * REGISTRATION_CHECKED_ACCOUNT_TYPES (roles.ts); PASSWORD_* (rules/password.ts); MIN_CHECK_NUMBER_LENGTH,
 * MIN_PATIENT_ACCOUNT_LENGTH and CLAIM_NUMBER_*_PARTS (rules/).
 */

/** Pseudo group number meaning every group. */
export const EVERY_GROUP_NUMBER = -1;
/** The synthetic 'Every Group' entry (spec §3). */
export const EVERY_GROUP = {
  groupNumber: EVERY_GROUP_NUMBER,
  masterGroupNumber: EVERY_GROUP_NUMBER,
  name: 'Every Group',
  access: true,
  enrollment: false,
  effectiveDate: '2016-01-01',
} as const;
/** Placeholder integer for a value not chosen yet. */
export const TEMP_PLACEHOLDER = -9999;

/** Widths up to this are mobile. */
export const MOBILE_BREAKPOINT_PX = 576;
/** Tablet layout starts at this width. */
export const TABLET_BREAKPOINT_PX = 577;

/** Default page size: lists, claims, precerts, group member search, user search, conversations amount. */
export const DEFAULT_PAGE_SIZE = 20;
export const FIRST_PAGE = 1;
export const CLAIMS_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/**
 * A provider browsing its own claims without a search (dashboard, claims page) reaches the newest this
 * many: the count and the offset stay bounded however many claims the provider has (docs/decisions.md).
 */
export const PROVIDER_CLAIMS_BROWSE_MAX = 1000;
export const PRECERTS_PAGE_SIZE = DEFAULT_PAGE_SIZE;
export const GROUP_MEMBER_SEARCH_PAGE_SIZE = DEFAULT_PAGE_SIZE;
export const MEMBER_SEARCH_PAGE_SIZE = DEFAULT_PAGE_SIZE;
export const USER_SEARCH_PAGE_SIZE = DEFAULT_PAGE_SIZE;
export const CONVERSATIONS_AMOUNT = DEFAULT_PAGE_SIZE;
/** Letters and similar paged results (itemsPerPage default). */
export const LETTERS_PAGE_SIZE = 10;
export const CALL_TRACK_PAGE_SIZE = 10;
export const MEMO_PAGE_SIZE = 10;
export const LOGIN_HISTORY_PAGE_SIZE = 5;
export const LATEST_CONVERSATIONS_COUNT = 10;
export const RECENT_CLAIMS_COUNT = 5;
/** Page size used to fetch "everything" for an export. */
export const EXPORT_PAGE_SIZE = 99999;

/** Time-out for loading a lazy route chunk. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Notifications dismiss themselves after this unless marked noTimeOut. */
export const NOTIFICATION_AUTO_DISMISS_MS = 5_000;
/** Width of the confirmation and create-password dialogs. */
export const DIALOG_WIDTH_PX = 500;

/** Upload limits: files at a time, bytes per file (10 MB). */
export const UPLOAD_MAX_FILES = 5;
export const UPLOAD_MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Remark (explanation) code/text pairs per claim detail line. */
export const REMARK_CODES_PER_LINE = 4;
/** Message notifications are on unless the user turns them off. */
export const MESSAGE_NOTIFICATION_DEFAULT = true;

/** A list's default sort. */
export interface DefaultSort {
  readonly property: string;
  readonly desc: boolean;
}
/** Default sorts of spec §9 (and group access, spec §3). */
export const DEFAULT_SORTS = {
  groupList: { property: 'groupNumber', desc: true },
  memberSearchGroups: { property: 'groupNumber', desc: false },
  conversations: { property: 'lastMessageDate', desc: true },
  loginHistory: { property: 'LoginDate', desc: true },
  precerts: { property: 'certno', desc: true },
  memberQuickView: { property: 'lastName', desc: false },
  groupAccess: { property: 'masterGroupNumber', desc: false },
  userSearch: { property: 'userName', desc: true },
} as const satisfies Record<string, DefaultSort>;

/** On-screen date format (date-fns tokens) and its alternative. */
export const DATE_DISPLAY_FORMAT = 'MM/dd/yyyy';
export const DATE_ALT_FORMAT = 'yyyy-MM-dd';
/** All money is US dollars, shown with grouped decimals. */
export const CURRENCY = 'USD';
/** The first entry of the claim year list. */
export const RECENT_CLAIM_YEAR_OPTION = 'Recent';

/** The claim year list: 'Recent' then the current year and the `count - 1` years before it. */
export function claimYearOptions(now: Date = new Date(), count = 3): (string | number)[] {
  const year = now.getFullYear();
  return [RECENT_CLAIM_YEAR_OPTION, ...Array.from({ length: count }, (_, i) => year - i)];
}

/** Browser storage keys: the spec's four, then ours for the session. */
export const LOCAL_STORAGE_KEYS = {
  individuals: 'individuals',
  myGroups: 'myGroups',
  allRoleList: 'allRoleList',
  language: 'language',
  token: 'bp.token',
  user: 'bp.user',
  permissions: 'bp.permissions',
  impersonation: 'bp.impersonation',
  impersonationSaved: 'bp.impersonation.saved',
} as const;

/** Portal types of spec §3. */
export const PORTAL_TYPES = ['ADMIN', 'EMPLOYER', 'MEMBER', 'PROVIDER'] as const;
export type PortalType = (typeof PORTAL_TYPES)[number];

/** Notification kinds (spec §3, §8). */
export const NOTIFICATION_TYPES = ['success', 'info', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Interface languages; the spec's code for Spanish is `sp`. */
export const LANGUAGES = ['en', 'sp'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Language picker options: code, label in its own language, Intl locale (sp → es-US). */
export const LANGUAGE_OPTIONS = [
  { code: 'en', label: 'English', intlLocale: 'en-US' },
  { code: 'sp', label: 'Español', intlLocale: 'es-US' },
] as const satisfies readonly { code: Language; label: string; intlLocale: string }[];

/** True for a supported language code. */
export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The Intl locale of a language code (`sp` → `es-US`); unknown codes fall back to English. */
export function intlLocaleOf(language: string): string {
  return LANGUAGE_OPTIONS.find((o) => o.code === language)?.intlLocale ?? 'en-US';
}

/** Largest group logo accepted (bytes): a header image, far below the general upload limit. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Media types a group logo may have, recognised by content (never SVG: it can carry script). */
export const LOGO_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
