import { Link } from 'react-router';
import type { User } from '../../../shared/auth';
import { signOut } from '../../features/auth/auth.queries';

const linkClass = 'inline-flex min-h-11 items-center underline underline-offset-4';

const linksFor = (isSignedIn: boolean) => [
  { label: 'Features', to: '/features' },
  { label: 'Pricing', to: isSignedIn ? '/subscription' : '/pricing' },
  { label: 'About', to: '/about' },
  { label: 'FAQ', to: '/faq' },
  // Signed-in people have the resources library; visitors get the guides index.
  { label: 'Guides', to: isSignedIn ? '/resources' : '/guides' },
  { label: 'Privacy', to: '/privacy-policy' },
  { label: 'Support', to: '/support' },
];

/** Footer links of spec §2; a signed-in person is greeted by name ("Caregiver" when unnamed). */
export function Footer({ user }: { user: User | null }) {
  const links = linksFor(user !== null);
  return (
    <footer className="bg-muted border-border mt-12 border-t pb-20 md:pb-0">
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-8">
        {user ? <p className="text-lg font-semibold">Hello, {user.name || 'Caregiver'}</p> : null}
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6">
            {links.map((link) => (
              <li key={link.label}>
                <Link className={linkClass} to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
            {user ? (
              <>
                <li>
                  <Link className={linkClass} to="/dashboard">
                    Dashboard
                  </Link>
                </li>
                <li>
                  <Link className={linkClass} to="/account">
                    Settings
                  </Link>
                </li>
                <li>
                  <button type="button" className={linkClass} onClick={() => void signOut()}>
                    Sign out
                  </button>
                </li>
              </>
            ) : (
              <>
                <li>
                  <Link className={linkClass} to="/login">
                    Sign in
                  </Link>
                </li>
                <li>
                  <Link className={linkClass} to="/register">
                    Register
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>
        <p className="text-fg-muted">
          © {new Date().getFullYear()} Kinwell. Care coordination for families living with dementia.
        </p>
      </div>
    </footer>
  );
}
