import { type ReactNode, useEffect, useRef } from 'react';
import './SidebarDrawer.css';

interface SidebarDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The sidebar on a narrow screen: a modal drawer from the start edge. A native modal dialog
 * brings the focus trap, Escape and the inert page behind for no code; a tap on the backdrop
 * closes it too.
 */
export function SidebarDrawer({ open, onClose, children }: SidebarDrawerProps) {
  const drawer = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = drawer.current;
    if (open && !dialog?.open) dialog?.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  return (
    // The dialog itself is only hit on its backdrop (its content fills it); keyboards close it
    // with Escape, which the dialog handles itself.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard's way, built in.
    <dialog
      ref={drawer}
      className="sidebar-drawer"
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      {children}
    </dialog>
  );
}
