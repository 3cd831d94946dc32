import { Lock } from 'lucide-react';
import { Notice } from '../../components/notice';
import { ButtonLink } from '../../components/ui/button';
import { Page } from '../../components/ui/page';

/** /admin-test: a staff-only health page. Family accounts see why, and where to get help instead. */
export default function SystemStatusScreen() {
  return (
    <Page title="System status" lead="This page is for Kinwell staff only.">
      <Notice title="Staff only" icon={Lock}>
        <p>
          Kinwell staff use this page to check that the service is running well. It is not part of a
          family account, so there is nothing to see here.
        </p>
        <p>
          If something in Kinwell is not working for you, our Support page shows how to reach us,
          and who to call in an emergency.
        </p>
        <div>
          <ButtonLink to="/support">Go to Support</ButtonLink>
        </div>
      </Notice>
    </Page>
  );
}
