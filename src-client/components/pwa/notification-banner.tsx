import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast';
import { NOTIFICATION_BANNER_DELAY_MS, TOAST_MS } from '../../../src-shared/limits';
import { trpc } from '../../lib/trpc';
import { Button } from '../ui/button';
import { resendPushSubscription, subscribeToPush } from './push-subscription';
import { BellIcon } from './bell-icon';

const DISMISSED_KEY = 'hk-notifications-dismissed';

function canAsk(): boolean {
  try {
    return (
      'Notification' in window &&
      'serviceWorker' in navigator &&
      'PushManager' in window &&
      Notification.permission === 'default' &&
      localStorage.getItem(DISMISSED_KEY) !== '1'
    );
  } catch {
    return false;
  }
}

function rememberDismissed() {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Private mode: asked again next time.
  }
}

/**
 * 'Stay Updated' (spec §4, §9): 2 s after load, when the browser has not been asked yet
 * and the user has not put it off; enabling subscribes this device to push.
 */
export function NotificationBanner() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);

  // Already allowed: this session takes the device's subscription over from the last one.
  useEffect(() => {
    resendPushSubscription(utils.client).catch((error: unknown) => console.warn('Push subscription resend failed', error));
  }, [utils.client]);

  useEffect(() => {
    if (!canAsk()) return;
    const timer = setTimeout(() => setVisible(true), NOTIFICATION_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  async function enable() {
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission === 'denied') {
        rememberDismissed();
        setVisible(false);
        toast.error(t`Permission Denied`, {
          description: t`Please enable notifications in your browser settings`,
          duration: TOAST_MS.notification,
        });
        return;
      }
      if (permission !== 'granted') return;
      await subscribeToPush(utils);
      setVisible(false);
      toast.success(`🔔 ${t`Notifications Enabled`}`, {
        description: t`You'll receive alerts for new room assignments`,
        duration: TOAST_MS.notification,
      });
    } catch (error) {
      console.warn('Push subscription failed', error);
      toast.error(t`Subscription Failed`, {
        description: t`Could not subscribe to notifications. Please try again.`,
        duration: TOAST_MS.notification,
      });
    } finally {
      setBusy(false);
    }
  }

  function later() {
    rememberDismissed();
    setVisible(false);
  }

  if (!visible) return null;
  // Compact (issue 29): the phone's first screen keeps three room cards with the banner shown.
  return (
    <section
      aria-labelledby="notification-banner-title"
      aria-describedby="notification-banner-text"
      className="space-y-1.5 rounded-lg border border-primary/40 bg-card p-1.5 ps-2.5 shadow-sm"
    >
      <h2 id="notification-banner-title" className="flex items-center gap-1.5 text-sm font-semibold">
        <BellIcon className="size-4 text-primary dark:text-foreground" />
        <Trans>Stay Updated</Trans>
      </h2>
      <p id="notification-banner-text" className="sr-only">
        <Trans>Get a notification as soon as a room is assigned to you.</Trans>
      </p>
      {/* Side by side in every language: a long name wraps inside its button, not onto a third row. */}
      <div className="flex w-full gap-2">
        <Button size="sm" className="min-w-0 flex-1! leading-tight" disabled={busy} onClick={() => void enable()}>
          <Trans>Enable Notifications</Trans>
        </Button>
        <Button size="sm" variant="outline" className="min-w-0 flex-1! leading-tight" disabled={busy} onClick={later}>
          <Trans>Maybe Later</Trans>
        </Button>
      </div>
    </section>
  );
}
