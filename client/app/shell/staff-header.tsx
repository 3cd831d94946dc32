import { Logo } from './logo';

/**
 * The staff console's header (its screens and its sign-in): the console's name and nothing of the
 * public site or the family app. Each console screen carries its own navigation and sign-out.
 */
export function StaffHeader() {
  return (
    <header className="bg-bg border-border sticky top-0 z-40 border-b">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 px-4 py-2">
        <Logo to="/staff" />
        <p className="text-lg font-semibold">Staff console</p>
      </div>
    </header>
  );
}
