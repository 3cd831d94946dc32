import { ButtonLink } from '../../components/ui/button';
import { Page } from '../../components/ui/page';

/** Spec §2: the fallback page, with its developer-style hint and a way back. */
export default function NotFoundScreen() {
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
