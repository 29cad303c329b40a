import { useStore } from '@nanostores/react';
import { SatToastStack } from '@satchel/elements/react';
import { $toasts, dismissToast, elementTexts } from '@satchel/stores';

/** The app's one toast stack (top right). */
export function AppToasts() {
  const toasts = useStore($toasts);
  return (
    <SatToastStack
      strings={elementTexts.toastStack}
      toasts={toasts}
      onSatToastDismiss={(event) => dismissToast(event.detail.id)}
    />
  );
}
