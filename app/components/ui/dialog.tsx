import { X } from "lucide-react";
import { type KeyboardEvent, type MouseEvent, type ReactNode, useId, useLayoutEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { cn } from "#app/lib/cn.ts";
import { navigationCopy } from "#content/navigation.ts";

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the dialog has closed, to give the focus back where it belongs. */
  onClosed?: () => void;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
  className?: string;
};

/**
 * A modal: a native `<dialog>` opened with `showModal()`, as the dialog the bootstrap opens before hydration is
 * (app/bootstrap/page-dialog.ts), so the browser gives both the same frame, focus trap, Escape and inert page, and
 * the hand-over from one to the other changes nothing around them: on a slow phone, each style pass over a whole page
 * that a script library's scroll lock, hidden siblings and focus guards would force costs tens of milliseconds
 * (decision 141). A sheet rising from the bottom on phones, a centred card from sm up; the page dims behind it and
 * cannot scroll. Drawn only while open, so a form in it starts afresh each time.
 */
/** A pointer on the dimmed page around a dialog, whose own box is the only target there (its ::backdrop's). */
const outside = (event: MouseEvent<HTMLDialogElement>) => {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
};

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])";

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last: a modal dialog would otherwise
 * let the focus out to the browser's own controls.
 */
const keepTabbingInside = (event: KeyboardEvent<HTMLDialogElement>) => {
  if (event.key !== "Tab") return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) => control.tabIndex >= 0 && control.checkVisibility(),
  );
  const [first, last] = [controls[0], controls.at(-1)];
  if (document.activeElement !== (event.shiftKey ? first : last)) return;
  event.preventDefault();
  (event.shiftKey ? last : first)?.focus();
};

export function Dialog({ open, ...props }: DialogProps) {
  return open ? createPortal(<OpenDialog {...props} />, document.body) : null;
}

function OpenDialog({ onOpenChange, onClosed, title, description, children, className }: Omit<DialogProps, "open">) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const pressedOutside = useRef(false);
  const closed = useRef(onClosed);
  closed.current = onClosed;
  useLayoutEffect(() => {
    const dialog = ref.current as HTMLDialogElement;
    dialog.showModal();
    return () => {
      dialog.close();
      closed.current?.();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      data-slot="dialog-content"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={() => onOpenChange(false)}
      // A click on the dimmed page around the dialog closes it, one that began there too (not a selection dragged out).
      onPointerDown={(event) => {
        pressedOutside.current = outside(event);
      }}
      onClick={(event) => {
        if (pressedOutside.current && outside(event)) onOpenChange(false);
      }}
      onKeyDown={keepTabbingInside}
      className={cn(
        "m-0 mt-auto max-h-[92dvh] w-full max-w-full overflow-y-auto overscroll-contain rounded-t-3xl border-0 bg-raised p-6 text-ink-900 shadow-lift",
        "sm:m-auto sm:max-w-xl sm:rounded-3xl sm:p-8",
        // A literal night wash, not the palette's ink, which turns light in the dark scheme: the page dims in both.
        "backdrop:bg-[#040d12]/65 backdrop:backdrop-blur-sm",
        className,
      )}
    >
      <div className="pr-10">
        <h2 id={titleId} className="text-2xl font-semibold tracking-tight text-ink-900">
          {title}
        </h2>
        <p id={descriptionId} className="mt-2 text-ink-600">
          {description}
        </p>
      </div>
      <div className="mt-6">{children}</div>
      <button
        type="button"
        onClick={() => onOpenChange(false)}
        className="absolute top-5 right-5 inline-flex size-10 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100 hover:text-ink-900 [&_svg]:size-5"
        aria-label={navigationCopy.close}
      >
        <X aria-hidden="true" />
      </button>
    </dialog>
  );
}
