/** What sharing did: the share sheet took it, the link was copied, the fan closed the sheet, or neither worked. */
export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The parts of `navigator` sharing uses, so tests can stand in for them. */
export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

/**
 * Shares a page: the system's share sheet where there is one (phones), else the link copied.
 * Closing the sheet is not a failure (an AbortError); a refused share falls back to copying.
 */
export async function sharePage(
  data: { title: string; url: string },
  nav: ShareNavigator,
): Promise<ShareResult> {
  if (nav.share && (nav.canShare?.(data) ?? true)) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // NotAllowedError (no tap), a data error: the clipboard may still work.
    }
  }
  if (!nav.clipboard) return 'failed';
  try {
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** The address to share: this page's, without its view choices (tab, filters) or fragment. */
export const shareUrl = (location: Pick<Location, 'origin' | 'pathname'>) =>
  location.origin + location.pathname;
