import type { PushState } from './pushState';

/** What a fan is told about notifications after following something: a title and a word on why. */
export interface FollowMessage {
  title: string;
  text: string;
  /** Offer the calendar feed instead (no push in this browser). */
  calendar: boolean;
}

export const FOLLOW_TITLES = {
  denied: 'Notifications are blocked',
  unsupported: 'No notifications in this browser',
  offline: 'You are offline',
  failed: 'Notifications could not be turned on',
  ask: 'Notifications are off',
} as const;

/**
 * The note shown after following `name` when notifications are not on; null when they are (or
 * nothing is followed). The follow is kept on the device in every case, and each says so.
 */
export function followMessage(
  state: PushState,
  name: string,
  { appleMobile = false, code = null }: { appleMobile?: boolean; code?: string | null } = {},
): FollowMessage | null {
  const kept = `${name} is followed on this device and listed in My teams`;
  switch (state) {
    case 'on':
    case 'off':
      return null;
    case 'denied':
      return {
        title: FOLLOW_TITLES.denied,
        text: `${kept}, but this browser blocks notifications from Touchline. To allow them, open the site settings (the lock icon beside the address), set Notifications to Allow, then reload the page.`,
        calendar: false,
      };
    case 'unsupported':
      return {
        title: FOLLOW_TITLES.unsupported,
        text: appleMobile
          ? `${kept}. To get notifications on an iPhone or iPad, add Touchline to your Home Screen (Share, then Add to Home Screen) and open it from there. Meanwhile, add the matches to your calendar:`
          : `${kept}, but this browser cannot show notifications. Add the matches to your calendar instead:`,
        calendar: true,
      };
    case 'offline':
      return {
        title: FOLLOW_TITLES.offline,
        text: `${kept}. Notifications will be turned on when you are back online.`,
        calendar: false,
      };
    case 'failed':
      return {
        title: FOLLOW_TITLES.failed,
        text:
          code === 'PUSH_ENDPOINT'
            ? `${kept}, but Touchline cannot send notifications to this browser's push service.`
            : `${kept}, but the server did not take the notifications just now. Touchline will try again next time.`,
        calendar: false,
      };
    case 'ask':
      return {
        title: FOLLOW_TITLES.ask,
        text: `${kept}. To be told of its scores, choose Turn on notifications in My teams and allow them.`,
        calendar: false,
      };
  }
}
