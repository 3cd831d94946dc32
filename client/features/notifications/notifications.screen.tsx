import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { NotificationList } from './notification-list';
import { NotificationSettings } from './notification-settings';

/** /notifications: the notification centre and how each person wants to be told. */
export default function NotificationsScreen() {
  return (
    <Page title="Notifications" lead="What needs your attention, and how Kinwell reaches you.">
      <section aria-labelledby="notifications-list" className="grid gap-4">
        <h2 id="notifications-list" className="text-2xl font-bold">
          Your notifications
        </h2>
        <NotificationList />
      </section>
      <Card className="grid gap-4">
        <h2 className="text-2xl font-bold">Settings</h2>
        <NotificationSettings />
      </Card>
    </Page>
  );
}
