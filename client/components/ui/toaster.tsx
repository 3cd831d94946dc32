import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { dismissToast, useToasts } from './use-toast';

/** Spec §9: 5,000 ms, swipe right past 50 px, F8 focuses the region, at most 420 px wide. */
export const TOAST_DURATION = 5000;

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-lg border-2 p-4 pr-12 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            t.variant === 'destructive'
              ? 'border-danger bg-danger text-danger-fg'
              : 'border-border bg-bg text-fg',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description ? (
              <ToastPrimitive.Description>{t.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute top-2 right-2 inline-flex h-11 w-11 items-center justify-center rounded-md"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
