import { ButtonLink } from './ui/button';
import { Page } from './ui/page';

/**
 * Spec §2: the fallback page, with its developer-style hint and a way back. The route screen
 * (client/app/routes/not-found.tsx), and what the staff console shows at an address that must
 * tell a visitor nothing.
 */
export function NotFoundPage() {
  return (
    <Page title="404 Page Not Found" lead="Did you forget to add the page to the router?">
      <p>
        We could not find the page you were looking for. It may have moved, or the link may be
        mistyped.
      </p>
      <div>
        <ButtonLink to="/">Go to the home page</ButtonLink>
      </div>
    </Page>
  );
}
