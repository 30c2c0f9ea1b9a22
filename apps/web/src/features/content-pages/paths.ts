import type { Download } from '@bp/contract/api/downloads';

/** The portals whose documents page lists forms (each has its feedback and onlineform pages). */
export type FormPortal = 'member' | 'employer';

/** The portal's page where a download's online or feedback form is filled in. */
export function formPathOf(
  d: Pick<Download, 'downloadId' | 'displayName' | 'isFeedback'>,
  portal: FormPortal = 'member',
): string {
  return `/${portal}/${d.isFeedback ? 'feedback' : 'onlineform'}/${d.downloadId}/${encodeURIComponent(d.displayName)}`;
}

/** Text compared by a search box: accents removed, case folded. */
export function searchKey(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
