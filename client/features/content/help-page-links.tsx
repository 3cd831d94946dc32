import { StandaloneLink } from '../../components/links';
import { HELP_PAGES } from '../../content/pages';

/** Links to every step-by-step help page about the app. */
export function HelpPageLinks() {
  return (
    <ul className="grid gap-1">
      {HELP_PAGES.map((help) => (
        <li key={help.path}>
          <StandaloneLink to={help.path}>{help.title}</StandaloneLink>
        </li>
      ))}
    </ul>
  );
}
