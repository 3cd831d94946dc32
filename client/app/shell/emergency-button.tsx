import * as Dialog from '@radix-ui/react-dialog';
import { Phone, Siren } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { useAppConfig } from '../../features/auth/auth.queries';

/** The header emergency button (spec §2, §8): the alert text and a way to call for help. */
export function EmergencyButton() {
  const { emergencyNumber } = useAppConfig();
  return (
    <Dialog.Root>
      <Dialog.Trigger className={buttonClass('danger', 'px-3 max-[380px]:px-2')}>
        <Siren aria-hidden="true" className="h-5 w-5" />
        <span>Emergency</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          role="alertdialog"
          className="bg-bg text-fg border-danger fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border-4 p-6 shadow-xl"
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
          <Dialog.Close className={buttonClass('secondary', 'w-full')}>Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
