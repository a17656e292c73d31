import type { PushLevel } from '@touchline/domain';
import { useId, useState } from 'react';
import { withLevel } from '../../follow/follows';
import { followMessage } from '../../follow/messages';
import { isAppleMobile, pushEnvironment, pushSupport } from '../../follow/pushState';
import { updateFollows, useFollows } from '../../follow/useFollows';

const LEVELS: { value: PushLevel; label: string }[] = [
  { value: 'all', label: 'Every score' },
  { value: 'startFinal', label: 'Kickoff and final score only' },
];

/** The push code, loaded when a setting changes. */
const sync = (permission: Promise<NotificationPermission> | null = null) =>
  import('../../follow/pushSync').then((m) => m.syncPush(permission));

/**
 * My teams' notification settings: where notifications stand in this browser, a way to turn
 * them on (asking only when the fan taps it), and what to be told of: every score, or the start
 * and final only.
 */
export function NotificationSettings() {
  const follows = useFollows();
  const levelName = useId();
  // Read again after each answer: the browser's permission has no event in every browser.
  const [support, setSupport] = useState(() => pushSupport(pushEnvironment()));
  const [failed, setFailed] = useState<string | null>(null);
  const apple = isAppleMobile(navigator.userAgent, navigator.maxTouchPoints ?? 0);

  const turnOn = () => {
    const permission = support === 'ask' ? Notification.requestPermission() : null;
    void sync(permission).then((outcome) => {
      setSupport(pushSupport(pushEnvironment()));
      const message = followMessage(outcome.state, 'Everything you follow', { code: outcome.code ?? null });
      setFailed(outcome.state === 'on' || outcome.state === 'ask' || !message ? null : message.text);
    });
  };
  const chooseLevel = (level: PushLevel) => {
    updateFollows((current) => withLevel(current, level));
    if (support === 'granted') void sync();
  };

  const status = {
    granted: 'Notifications are on in this browser.',
    ask: 'Notifications are off: this browser has not been allowed to show them.',
    denied:
      'Notifications are blocked for Touchline in this browser. To allow them, open the site settings (the lock icon beside the address), set Notifications to Allow, then reload the page.',
    unsupported: apple
      ? 'This browser cannot show notifications. On an iPhone or iPad, add Touchline to your Home Screen (Share, then Add to Home Screen) and open it from there to get them.'
      : 'This browser cannot show notifications. The team pages offer their matches for your calendar instead.',
  }[support];

  return (
    <section className="my-teams__card" aria-labelledby="notifications-title">
      <h2 id="notifications-title" className="my-teams__heading">
        Notifications
      </h2>
      <p className="my-teams__note" role="status">
        {status}
      </p>
      {support === 'ask' && (
        <button type="button" className="button" onClick={turnOn}>
          Turn on notifications
        </button>
      )}
      {failed && (
        <p className="my-teams__note my-teams__note--warning" role="alert">
          {failed}
        </p>
      )}
      <fieldset className="my-teams__levels" disabled={support === 'unsupported'}>
        <legend>Notify me of</legend>
        {LEVELS.map((level) => (
          <label key={level.value} className="my-teams__level">
            <input
              type="radio"
              name={levelName}
              value={level.value}
              checked={follows.level === level.value}
              onChange={() => chooseLevel(level.value)}
            />
            {level.label}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
