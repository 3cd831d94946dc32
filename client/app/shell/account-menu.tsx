import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQuery } from '@tanstack/react-query';
import { Check, ChevronDown, CircleUser } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { User } from '../../../shared/auth';
import { isCaregiver } from '../../../shared/auth-basics';
import { recipientDisplayName } from '../../../shared/care-recipient-basics';
import { toast } from '../../components/ui/use-toast';
import { signOut } from '../../features/auth/auth.queries';
import { circlesQuery, useSwitchCircle } from '../../features/circles/circles.queries';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 outline-none data-[highlighted]:bg-muted';

/** Account Settings and Sign Out (spec §2); with several care circles, a switch between them. */
export function AccountMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const { data: circles = [] } = useQuery(circlesQuery(user.id));
  const switchCircle = useSwitchCircle();
  const handleSwitch = (circleId: string, name: string) =>
    void switchCircle.mutateAsync(circleId).then(
      async () => {
        toast({ title: `Now showing ${name}` });
        await navigate('/');
      },
      () => toast({ variant: 'destructive', title: 'We could not switch care circles' }),
    );
  // Not modal: a modal menu hides the rest of the page with aria-hidden while its links stay focusable.
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="hover:bg-muted inline-flex min-h-11 items-center gap-2 rounded-md px-2 font-semibold">
        <CircleUser aria-hidden="true" className="h-6 w-6" />
        <span className="sr-only sm:not-sr-only">{user.name}</span>
        <span className="sr-only">account menu</span>
        <ChevronDown aria-hidden="true" className="h-4 w-4 max-sm:hidden" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="bg-bg text-fg border-border z-50 min-w-56 rounded-lg border p-1 shadow-lg"
        >
          {circles.length > 1 ? (
            <>
              <DropdownMenu.Label className="text-fg-muted px-3 py-1 text-sm font-semibold">
                Care circle
              </DropdownMenu.Label>
              {circles.map((circle) => {
                const name = `${recipientDisplayName(circle.recipientName)}’s care circle`;
                return (
                  <DropdownMenu.Item
                    key={circle.id}
                    className={itemClass}
                    onSelect={() => (circle.isCurrent ? undefined : handleSwitch(circle.id, name))}
                  >
                    {circle.isCurrent ? (
                      <Check aria-hidden="true" className="h-5 w-5" />
                    ) : (
                      <span aria-hidden="true" className="w-5" />
                    )}
                    {name}
                    {circle.isCurrent ? <span className="sr-only"> (open now)</span> : null}
                  </DropdownMenu.Item>
                );
              })}
              <DropdownMenu.Separator className="bg-border my-1 h-px" />
            </>
          ) : null}
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate('/account')}>
            Account Settings
          </DropdownMenu.Item>
          {isCaregiver(user) ? (
            <DropdownMenu.Item className={itemClass} onSelect={() => void navigate('/admin')}>
              Family administration
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="bg-border my-1 h-px" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
