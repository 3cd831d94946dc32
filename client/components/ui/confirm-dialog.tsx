import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { buttonClass } from './button';

/**
 * Asks before something that cannot be undone (ACCESSIBILITY.md: confirm only what cannot be
 * undone). The trigger is the caller's own button.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
  tone = 'danger',
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  tone?: 'danger' | 'primary';
}) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          role="alertdialog"
          className="bg-bg text-fg border-border fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border-2 p-6 shadow-xl"
        >
          <Dialog.Title className="text-2xl font-bold">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="grid gap-2 text-lg">{description}</div>
          </Dialog.Description>
          <div className="flex flex-wrap gap-3">
            <Dialog.Close className={buttonClass(tone)} onClick={onConfirm}>
              {confirmLabel}
            </Dialog.Close>
            <Dialog.Close className={buttonClass('secondary')}>Cancel</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
