import * as Dialog from '@radix-ui/react-dialog';
import { BellRing, FileHeart, Phone, Siren } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { useTakingOver } from '../../lib/taking-over';
import { useAppConfig, useUser } from '../../features/auth/auth.queries';
import { CrisisAlertForm } from '../../features/crisis/crisis-alert-form';

/**
 * The header emergency button (spec §2, §8): the spec's alert text, a way to call for help, and
 * a real alert to the family and emergency contacts (PRODUCT.md: keep the message, make it true).
 */
export function EmergencyButton() {
  const takingOver = useTakingOver();
  const { emergencyNumber } = useAppConfig();
  const { user } = useUser();
  const [isOpen, setIsOpen] = useState(false);
  const [isAlerting, setIsAlerting] = useState(false);
  const handleOpenChange = (open: boolean) => {
    setIsOpen(open);
    if (!open) setIsAlerting(false);
  };
  return (
    <Dialog.Root open={isOpen} onOpenChange={handleOpenChange}>
      <Dialog.Trigger
        className={buttonClass('danger', 'px-3 max-[420px]:px-2')}
        disabled={takingOver}
      >
        <Siren aria-hidden="true" className="h-5 w-5" />
        <span>Emergency</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          role="alertdialog"
          className="bg-bg text-fg border-danger fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border-4 p-5 shadow-xl"
        >
          <Dialog.Title className="text-2xl font-bold">Emergency</Dialog.Title>
          <Dialog.Description className="text-lg">
            Emergency contacts will be notified immediately. For immediate medical emergencies, call{' '}
            {emergencyNumber}.
          </Dialog.Description>
          <a href={`tel:${emergencyNumber}`} className={buttonClass('danger', 'w-full text-xl')}>
            <Phone aria-hidden="true" className="h-6 w-6" />
            Call {emergencyNumber}
          </a>
          {user?.circleId ? (
            isAlerting ? (
              <CrisisAlertForm onSent={() => handleOpenChange(false)} />
            ) : (
              <button
                type="button"
                className={buttonClass('danger', 'w-full text-xl')}
                onClick={() => setIsAlerting(true)}
              >
                <BellRing aria-hidden="true" className="h-6 w-6" />
                Alert my family now
              </button>
            )
          ) : null}
          <Dialog.Close asChild>
            <Link to="/emergency-profile" className={buttonClass('secondary', 'w-full')}>
              <FileHeart aria-hidden="true" className="h-5 w-5" />
              Open the emergency profile
            </Link>
          </Dialog.Close>
          <Dialog.Close className={buttonClass('secondary', 'w-full')}>Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
