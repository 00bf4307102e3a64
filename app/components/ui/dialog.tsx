import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { navigationCopy } from "#content/navigation.ts";

export const Dialog = DialogPrimitive.Root;

export const dialogContentVariants = cva("fixed z-50 max-h-[92dvh] overflow-y-auto bg-raised shadow-lift", {
  variants: {
    variant: {
      /** A sheet rising from the bottom on phones, a centred card from sm up. */
      sheet:
        "inset-x-0 bottom-0 rounded-t-3xl p-6 sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-8",
    },
  },
  defaultVariants: { variant: "sheet" },
});

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    title: ReactNode;
    description: ReactNode;
  };

/** A modal with an overlay, a title, a description and a close button; Radix traps focus and restores it. */
export function DialogContent({ className, variant, title, description, children, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      {/* A literal night wash, not the palette's ink, which turns light in the dark scheme: the page dims in both. */}
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-[#070b1a]/65 backdrop-blur-sm data-[state=open]:animate-[fade-in_150ms_ease-out]" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(dialogContentVariants({ variant }), className)}
        {...props}
      >
        <div className="pr-10">
          <DialogPrimitive.Title className="text-2xl font-semibold tracking-tight text-ink-900">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-2 text-ink-600">{description}</DialogPrimitive.Description>
        </div>
        <div className="mt-6">{children}</div>
        <DialogPrimitive.Close
          className="absolute top-5 right-5 inline-flex size-10 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100 hover:text-ink-900 [&_svg]:size-5"
          aria-label={navigationCopy.close}
        >
          <X aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
