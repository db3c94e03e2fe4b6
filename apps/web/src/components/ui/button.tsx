import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  primary:
    'bg-amber-400 text-zinc-950 shadow-sm shadow-amber-900/10 hover:bg-amber-300 active:bg-amber-500',
  secondary:
    'border border-zinc-300 bg-white text-zinc-900 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800',
  ghost:
    'text-zinc-700 hover:bg-zinc-200/70 hover:text-zinc-950 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-white',
  /** The confirming button of something that cannot be undone. */
  danger: 'bg-red-700 text-white shadow-sm shadow-red-900/10 hover:bg-red-600 active:bg-red-800',
  /** A destructive action offered quietly, before its confirmation. */
  dangerGhost:
    'text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-400 dark:hover:bg-red-500/10 dark:hover:text-red-300',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
} as const;

export interface ButtonStyleOptions {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Where the label sits; `start` suits full-width buttons in menus. */
  align?: 'center' | 'start';
  /** Extra classes; they must not conflict with the variant's (there is no class merging). */
  className?: string | undefined;
}

/** Button looks, also for links that act as buttons (`<Link className={buttonStyles()}>`). */
export function buttonStyles({
  variant = 'primary',
  size = 'md',
  align = 'center',
  className,
}: ButtonStyleOptions = {}) {
  return cn(
    align === 'center' ? 'justify-center' : 'justify-start',
    'focus-ring inline-flex shrink-0 select-none items-center gap-2 rounded-xl font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50',
    variants[variant],
    sizes[size],
    className,
  );
}

export interface ButtonProps
  extends ComponentProps<'button'>,
    Omit<ButtonStyleOptions, 'className'> {}

export function Button({
  variant,
  size,
  align,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button type={type} className={buttonStyles({ variant, size, align, className })} {...props} />
  );
}
