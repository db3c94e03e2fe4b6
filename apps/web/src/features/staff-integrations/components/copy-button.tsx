import { Copy } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { notify } from '@/lib/toast';

/**
 * Copies `text` to the clipboard and says so in a toast. Where the browser lets no page write
 * there, there is no button: the text stands in a field of its own, to copy by hand.
 */
export function CopyButton({
  text,
  label,
  copiedLabel,
  failedLabel,
  variant = 'primary',
  className = 'w-full sm:w-auto',
}: {
  text: string;
  label: string;
  /** The toast once it is copied. */
  copiedLabel: string;
  /** The toast when copying was refused: where to select the text to copy it by hand. */
  failedLabel: string;
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  if (!navigator.clipboard?.writeText) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(copiedLabel);
    } catch {
      notify.error(failedLabel);
    }
  };
  return (
    <Button variant={variant} size="sm" className={className} onClick={() => void copy()}>
      <Copy aria-hidden className="size-4" />
      {label}
    </Button>
  );
}
