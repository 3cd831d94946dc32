import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, CircleUser } from 'lucide-react';
import { useNavigate } from 'react-router';
import { signOut } from '../../features/auth/auth.queries';

const itemClass =
  'flex min-h-11 cursor-pointer items-center rounded-md px-3 outline-none data-[highlighted]:bg-muted';

export function AccountMenu({ name }: { name: string }) {
  const navigate = useNavigate();
  // Not modal: a modal menu hides the rest of the page with aria-hidden while its links stay focusable.
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="hover:bg-muted inline-flex min-h-11 items-center gap-2 rounded-md px-2 font-semibold">
        <CircleUser aria-hidden="true" className="h-6 w-6" />
        <span className="sr-only sm:not-sr-only">{name}</span>
        <span className="sr-only">account menu</span>
        <ChevronDown aria-hidden="true" className="h-4 w-4 max-sm:hidden" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="bg-bg text-fg border-border z-50 min-w-56 rounded-lg border p-1 shadow-lg"
        >
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate('/account')}>
            Account Settings
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="bg-border my-1 h-px" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
